// Every front-end package's jest suites in one run (`pnpm test:unit`): one pool of workers for
// all of them instead of one jest start and one last slow file per package. Each package keeps
// its own jest.config.cjs (its `pnpm test` runs it alone).
const path = require('node:path');
const { FRONT_END_PACKAGES } = require('../packages.cjs');

const REPO_ROOT = path.join(__dirname, '..', '..');

module.exports = {
  rootDir: REPO_ROOT,
  // One worker per core, as in each package's own settings.
  maxWorkers: '100%',
  // Each package's own settings, less the one jest allows only here.
  projects: ['shared', ...FRONT_END_PACKAGES].map((name) => {
    const { maxWorkers, ...settings } = require(path.join(REPO_ROOT, name, 'jest.config.cjs'));
    return { ...settings, displayName: name };
  }),
};
