// Writes the challenge table of docs/challenges.md from the catalogue (run after `pnpm build`):
//   node server/scripts/challenge-table.mjs
// A server test fails when the document's table and the catalogue disagree.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from './packages.mjs';

const require = createRequire(import.meta.url);
const { withChallengeTable } = require(path.join(REPO_ROOT, 'server', 'dist', 'features', 'challenges', 'challenge-table.js'));
const tableFile = path.join(REPO_ROOT, 'docs', 'challenges.md');
fs.writeFileSync(tableFile, withChallengeTable(fs.readFileSync(tableFile, 'utf8')));
console.log('docs/challenges.md: challenge table written');
