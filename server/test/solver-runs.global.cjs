// Global setup of the jest runs (jest.config.cjs, jest.hardened.config.cjs, jest.upgraded.config.cjs): the build outputs the
// suites read, and, for a run of every test file, a clean slate of this mode's solver records
// (test/solver-mode.ts writes them; the hardened run's teardown reads both modes) and of its
// record of the contract endpoints answered (test/contract-answers.ts; the default run's
// teardown reads it).
const fs = require('node:fs');
const path = require('node:path');

const runsOf = (mode) => path.join(__dirname, '..', 'test-results', 'solver-runs', mode);
const answersOf = (mode) => path.join(__dirname, '..', 'test-results', 'contract-answers', mode);

/** A run of every test file (no path or name filter), whose records stand for the whole mode. */
function isFullRun(globalConfig) {
  return !globalConfig.testPathPatterns?.patterns?.length && !globalConfig.testNamePattern && !globalConfig.onlyChanged && !globalConfig.findRelatedTests;
}

/** The solver records one mode's last full run left: key → outcomes, or null when it left none. */
function records(mode) {
  const dir = runsOf(mode);
  if (!fs.existsSync(dir)) return null;
  const runs = new Map();
  for (const file of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
      const { key, outcome } = JSON.parse(line);
      runs.set(key, (runs.get(key) ?? new Set()).add(outcome));
    }
  }
  return runs;
}

module.exports = async (globalConfig, projectConfig) => {
  const { default: setup } = await import('./global-setup.mjs');
  await setup();
  const mode = ['hardened', 'upgraded'].find((name) => projectConfig.setupFiles.some((file) => file.endsWith(`solver-mode.${name}.cjs`))) ?? 'default';
  if (!isFullRun(globalConfig)) return;
  fs.rmSync(runsOf(mode), { recursive: true, force: true });
  fs.rmSync(answersOf(mode), { recursive: true, force: true });
};
module.exports.isFullRun = isFullRun;
module.exports.runsOf = runsOf;
module.exports.answersOf = answersOf;
module.exports.records = records;
