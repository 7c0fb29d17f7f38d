// Teardown of the hardened run (jest.hardened.config.cjs): after a run of every solver file, each
// challenge whose code has a hardened switch (a generated fix in dist/coding-challenges.json) and
// whose exploit(…) is in these files (hardened-coverage.test.ts makes sure every one has one)
// must have been exploited in both modes: solved in the default run, refused in this one. The
// default run writes its records first (`pnpm test` runs it before this one).
const fs = require('node:fs');
const path = require('node:path');
const { isFullRun, records } = require('./solver-runs.global.cjs');

module.exports = async (globalConfig) => {
  if (!isFullRun(globalConfig)) return;
  const snippets = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'dist', 'coding-challenges.json'), 'utf8')).challenges;
  // The switched keys these files exploit (the browser journeys' keys are checked by the e2e run).
  const { exploitedKeys, solverFiles } = await import('../scripts/hardened-status.mjs');
  const exploited = exploitedKeys(solverFiles().jest);
  const switched = Object.keys(snippets).filter((key) => snippets[key].fix && exploited.has(key));
  const [solved, refused] = [records('default'), records('hardened')];
  if (!solved) throw new Error('No records of the default run: run the server\'s tests in default mode first (pnpm --filter ./server test runs both).');
  const missing = switched.filter((key) => !solved.get(key)?.has('solved') || !refused?.get(key)?.has('refused'));
  if (missing.length) {
    throw new Error(`Challenges with a hardened switch whose exploit did not run in both modes (solved by default, refused hardened): ${missing.map((key) => `${key} (default: ${[...(solved.get(key) ?? [])].join('/') || 'none'}, hardened: ${[...(refused?.get(key) ?? [])].join('/') || 'none'})`).join('; ')}. Wrap the solver test's exploit in exploit(shop, key, …) (test/challenges.ts).`);
  }
};
