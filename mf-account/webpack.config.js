const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'account',
  dir: __dirname,
  devPort: 3103,
  exposes: {
    './LoginPage': './src/features/login/LoginPage.tsx',
  },
});
