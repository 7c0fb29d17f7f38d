module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // Node 20 loads some ESM-only dependencies (cookie, content-disposition) natively; jest
  // cannot, so dependencies go through SWC as well (cached after the first run).
  transformIgnorePatterns: [],
};
