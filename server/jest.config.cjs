module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // One worker per core: jest's default keeps a core for its runner, which only waits (on 2
  // cores the default run took 159 s with one worker, 72 s with two).
  maxWorkers: '100%',
  // Build outputs the suites read (the coding challenges' snippets, the order PDF's fonts, the
  // binary seed files), and a clean slate for the solver records of a full run
  // (test/solver-mode.ts).
  globalSetup: '<rootDir>/test/solver-runs.global.cjs',
  // Every answer of a test shop is checked against the contract (test/contract-answers.ts): a
  // test fails on an answer that does not fit, and a run of every file on an endpoint no test
  // answered. The hardened and upgraded runs keep the check and set their own teardown.
  setupFilesAfterEnv: ['<rootDir>/test/contract-answers.setup.ts'],
  globalTeardown: '<rootDir>/test/contract-answers.teardown.ts',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // Node 20 loads some ESM-only dependencies (cookie, content-disposition) natively; jest
  // cannot, so dependencies go through SWC as well (cached after the first run).
  transformIgnorePatterns: [],
  // The API contract is read from its TypeScript source (the built server reads shared/dist).
  moduleNameMapper: { '^@pulp/shared/contract$': '<rootDir>/../shared/src/contract/index.ts' },
};
