// The solver tests' second run (ARCHITECTURE.md, "Hardened mode"): the same files as in the
// default run, with every shop they start on the hardened preset (test/solver-mode.ts). An
// exploit of a challenge whose spot has a fix must then fail and leave it unsolved; honest use
// must still work. `pnpm test` (the server's) runs it after the default run; its teardown checks
// that every switched challenge was exploited in both runs.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  // The solver test files (scripts/hardened-status.mjs's solverFiles lists the same).
  testMatch: ['<rootDir>/test/challenges*.test.ts', '<rootDir>/test/challenges/**/*.test.ts'],
  setupFiles: ['<rootDir>/test/solver-mode.hardened.cjs'],
  globalSetup: '<rootDir>/test/solver-runs.global.cjs',
  globalTeardown: '<rootDir>/test/solver-runs.teardown.cjs',
};
