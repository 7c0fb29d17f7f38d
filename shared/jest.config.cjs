const { jestConfig } = require('./test/jest-preset.cjs');

module.exports = jestConfig(__dirname);
