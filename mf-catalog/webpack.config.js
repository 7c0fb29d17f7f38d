const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'catalog',
  dir: __dirname,
  devPort: 3101,
  exposes: {
    './SearchPage': './src/features/search/SearchPage.tsx',
    './AboutPage': './src/features/about/AboutPage.tsx',
    './PhotoWallPage': './src/features/photo-wall/PhotoWallPage.tsx',
    './TokenSalePage': './src/features/token-sale/TokenSalePage.tsx',
    './PromotionPage': './src/features/promotion/PromotionPage.tsx',
  },
});
