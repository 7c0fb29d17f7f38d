// pnpm reset: restore the seed data. Removes the database and uploads of the data directory
// (PULP_DATA_DIR, default ./data); the next start seeds it again. Stop the shop first, or use
// the admin reset in the running shop.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './packages.mjs';

const dataDir = path.resolve(process.env.PULP_DATA_DIR || path.join(REPO_ROOT, 'data'));
if (!fs.existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist (it is seeded on the next start).`);
  process.exit(0);
}
let removed = 0;
for (const entry of fs.readdirSync(dataDir)) {
  if (entry === 'keys') continue;
  fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  removed += 1;
}
console.log(`Reset ${dataDir}: removed ${removed} entries. The next start restores the seed data.`);
