const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, host: true, devPort: 3100 });
