const { jestConfig } = require('@pulp/shared/test/jest-preset.cjs');

module.exports = jestConfig(__dirname);
