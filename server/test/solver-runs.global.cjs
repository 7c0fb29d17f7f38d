// Global setup of both jest runs (jest.config.cjs, jest.hardened.config.cjs): the build outputs the
// suites read, and, for a run of every test file, a clean slate of this mode's solver records
// (test/solver-mode.ts writes them; the hardened run's teardown reads both modes).
const fs = require('node:fs');
const path = require('node:path');

const runsOf = (mode) => path.join(__dirname, '..', 'test-results', 'solver-runs', mode);

/** A run of every test file (no path or name filter), whose records stand for the whole mode. */
function isFullRun(globalConfig) {
  return !globalConfig.testPathPatterns?.patterns?.length && !globalConfig.testNamePattern && !globalConfig.onlyChanged && !globalConfig.findRelatedTests;
}

module.exports = async (globalConfig, projectConfig) => {
  const { default: setup } = await import('./global-setup.mjs');
  await setup();
  const mode = projectConfig.setupFiles.some((file) => file.endsWith('solver-mode.hardened.cjs')) ? 'hardened' : 'default';
  if (isFullRun(globalConfig)) fs.rmSync(runsOf(mode), { recursive: true, force: true });
};
module.exports.isFullRun = isFullRun;
module.exports.runsOf = runsOf;
