// pnpm reset: restore the seed data of a stopped shop (the data directory is PULP_DATA_DIR,
// default ./data); the next start seeds it again. `pnpm reset --progress` only forgets the
// solved challenges. A running shop is reset by an admin instead: POST /rest/admin/reset
// with {"scope": "all"} or {"scope": "progress"} — both share the server's reset code.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT, build, isStale } from './packages.mjs';

const scope = process.argv.includes('--progress') ? 'progress' : 'all';
const dataDir = path.resolve(process.env.PULP_DATA_DIR || path.join(REPO_ROOT, 'data'));
if (!fs.existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist (it is seeded on the next start).`);
  process.exit(0);
}
if (isStale('server')) build('server');
const require = createRequire(import.meta.url);
const { resetStoppedShop } = require(path.join(REPO_ROOT, 'server', 'dist', 'features', 'reset', 'reset.js'));
console.log(resetStoppedShop(dataDir, scope));
