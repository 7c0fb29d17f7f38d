// The jest settings every front-end package shares: jsdom with web APIs, SWC transforms
// (including the ESM-only packages), remotes mapped to a stub.
const path = require('node:path');

function jestConfig(dir) {
  return {
    // One worker per core: jest's default keeps a core for its runner, which only waits (on 2
    // cores the shell's suites took 26.5 s with one worker, 18.3 s with two).
    maxWorkers: '100%',
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|valibot|@module-federation)@)'],
    moduleNameMapper: {
      '\\.(svg|webm)$': path.join(__dirname, 'file-stub.cjs'),
    },
    testEnvironmentOptions: { url: 'http://127.0.0.1:3000/' },
  };
}

module.exports = { jestConfig };
