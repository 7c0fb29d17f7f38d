// Teardown of the upgraded run (jest.upgraded.config.cjs): after a run of every solver file, each
// challenge the default run solved must have been solved on the upgraded data directory too.
const { isFullRun, records } = require('./solver-runs.global.cjs');

module.exports = async (globalConfig) => {
  if (!isFullRun(globalConfig)) return;
  const [fresh, upgraded] = [records('default'), records('upgraded')];
  if (!fresh) throw new Error("No records of the default run: run the server's tests in default mode first (pnpm --filter ./server test runs every mode).");
  const missing = [...fresh].filter(([, outcomes]) => outcomes.has('solved')).map(([key]) => key).filter((key) => !upgraded?.get(key)?.has('solved'));
  if (missing.length) throw new Error(`Solved on a fresh shop but not on the upgraded data directory of the first store: ${missing.join(', ')}.`);
};
