const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'catalog',
  dir: __dirname,
  devPort: 3101,
  exposes: {
    './SearchPage': './src/features/search/SearchPage.tsx',
  },
});
