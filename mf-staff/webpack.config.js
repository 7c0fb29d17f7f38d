const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'staff',
  dir: __dirname,
  devPort: 3104,
  exposes: {
    './meta': './src/app/meta.ts',
  },
});
