const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'checkout',
  dir: __dirname,
  devPort: 3102,
  exposes: {
    './meta': './src/app/meta.ts',
  },
});
