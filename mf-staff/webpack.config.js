const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

// What the remote exposes is data (exposes.json), so that the architecture table and the exposes
// contract's tests read it without running this configuration.
module.exports = createWebpackConfig({
  name: 'staff',
  dir: __dirname,
  devPort: 3104,
  exposes: require('./exposes.json'),
});
