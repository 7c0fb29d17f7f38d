// Writes the challenge table of README.md from the catalogue (run after `pnpm build`):
//   node server/scripts/challenge-table.mjs
// A server test fails when the README's table and the catalogue disagree.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from './packages.mjs';

const require = createRequire(import.meta.url);
const { withChallengeTable } = require(path.join(REPO_ROOT, 'server', 'dist', 'features', 'challenges', 'readme-table.js'));
const readmeFile = path.join(REPO_ROOT, 'README.md');
fs.writeFileSync(readmeFile, withChallengeTable(fs.readFileSync(readmeFile, 'utf8')));
console.log('README.md: challenge table written');
