// Jest's global setup: generates the coding challenges' snippets from the sources, as the
// server's build does, so the server suites find dist/coding-challenges.json on a fresh clone.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

module.exports = () => {
  const result = spawnSync(process.execPath, [path.join(__dirname, '..', 'scripts', 'coding-challenges.mjs'), '--quiet'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`coding-challenges.mjs failed: ${result.stderr}`);
};
