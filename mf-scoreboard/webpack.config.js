const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'scoreboard',
  dir: __dirname,
  devPort: 3105,
  exposes: {
    './meta': './src/app/meta.ts',
  },
});
