// The solver tests' third run (test/solver-mode.ts): the same files as in the default run, with
// every shop they start on the data directory the first landed store wrote, upgraded by this
// build's migrations. Every exploit must solve there as on a fresh shop; its teardown checks that
// every challenge the default run solved was solved here too.
const base = require('./jest.config.cjs');
const hardened = require('./jest.hardened.config.cjs');

module.exports = {
  ...base,
  testMatch: hardened.testMatch,
  setupFiles: ['<rootDir>/test/solver-mode.upgraded.cjs'],
  globalSetup: '<rootDir>/test/solver-runs.global.cjs',
  globalTeardown: '<rootDir>/test/solver-runs.upgraded-teardown.cjs',
};
