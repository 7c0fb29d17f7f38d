const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  name: 'staff',
  dir: __dirname,
  devPort: 3104,
  exposes: {
    './AccountingPage': './src/features/accounting/AccountingPage.tsx',
    './AdministrationPage': './src/features/administration/AdministrationPage.tsx',
  },
});
