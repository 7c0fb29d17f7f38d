const { createWebpackConfig } = require('@pulp/shared/build/webpack.cjs');

// One exposed module per page (or small group of pages); the shell's route table maps them. What
// the remote exposes is data (exposes.json), so that the architecture table and the exposes
// contract's tests read it without running this configuration.
module.exports = createWebpackConfig({
  name: 'checkout',
  dir: __dirname,
  devPort: 3102,
  exposes: require('./exposes.json'),
});
