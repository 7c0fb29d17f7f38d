// Seeds a database with nothing hardened, as a first start would, and keeps it as
// dist/seed-template.sqlite: a new data directory starts from a copy of it (src/db/seed-template.ts).
// Runs after tsc, on its per-module output in dist/, so the template is the code's own seed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const require = createRequire(path.join(DIST, 'index.js'));
const { writeSeedTemplate } = require('./db/seed/write-template.js');
const { SEED_TEMPLATE_FILE } = require('./db/seed-template.js');

const { version } = JSON.parse(fs.readFileSync(path.join(DIST, '..', '..', 'package.json'), 'utf8'));
writeSeedTemplate(SEED_TEMPLATE_FILE, version);
process.stdout.write(`seed template: ${(fs.statSync(SEED_TEMPLATE_FILE).size / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), SEED_TEMPLATE_FILE)}\n`);
