import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { ChallengeConfig } from '../config/hardened';

/**
 * The seed as the build made it: scripts/seed-template.mjs runs the seed with nothing hardened
 * (seed/write-template.ts) and keeps the database as dist/seed-template.sqlite. A new data
 * directory of a shop with nothing hardened starts from a copy of it instead of creating the
 * schema and seeding, which was about a tenth of a first start. The seed's timestamps
 * are then moved to the time of the start, in the columns where the build found them, so the
 * copy reads as seeded now.
 *
 * The file is looked for beside the build (dist/, from the bundle dist/index.js or from tsc's
 * dist/db/): the server suites, which run the sources, find none in src/ and seed, so they never
 * use a template older than the sources they test.
 */
export const SEED_TEMPLATE_FILE = path.join(__dirname, path.basename(__dirname) === 'db' ? '..' : '', 'seed-template.sqlite');

const SEEDED_AT_KEY = 'seedTemplateAt';
const COLUMNS_KEY = 'seedTemplateColumns';

type Db = Database.Database;

/** The template a shop with this configuration may start from, or null (seed instead). */
export function seedTemplateFor(config: ChallengeConfig, file = SEED_TEMPLATE_FILE): string | null {
  const hardened = config.challenges.hardened;
  // Hardened seeds differ (strong passwords, left-out clues): they are made at start.
  if (hardened !== undefined && !(Array.isArray(hardened) && hardened.length === 0)) return null;
  return fs.existsSync(file) ? file : null;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Every table and column of the database. */
function columnsOf(db: Db): [table: string, column: string][] {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
  return tables.flatMap(({ name }) => db.prepare<[], { name: string }>(`PRAGMA table_info(${quoted(name)})`).all().map((column): [string, string] => [name, column.name]));
}

/** Run by the build on the seeded database: records the seed's time and every column holding it. */
export function markSeedTemplate(db: Db, seededAt: string): void {
  const holding = columnsOf(db).filter(([table, column]) => db.prepare(`SELECT 1 FROM ${quoted(table)} WHERE instr(CAST(${quoted(column)} AS TEXT), ?) > 0 LIMIT 1`).get(seededAt) !== undefined);
  const meta = db.prepare('INSERT OR REPLACE INTO Meta (key, value) VALUES (?, ?)');
  meta.run(SEEDED_AT_KEY, seededAt);
  meta.run(COLUMNS_KEY, JSON.stringify(holding));
}

/** On a copy of the template: moves the seed's timestamps to `at` and forgets the template's marks. */
export function restampSeedTemplate(db: Db, at: string): void {
  const meta = db.prepare<[string], { value: string }>('SELECT value FROM Meta WHERE key = ?');
  const seededAt = meta.get(SEEDED_AT_KEY)?.value;
  if (seededAt === undefined) return;
  const columns = JSON.parse(meta.get(COLUMNS_KEY)?.value ?? '[]') as [string, string][];
  db.transaction(() => {
    for (const [table, column] of columns) {
      db.prepare(`UPDATE ${quoted(table)} SET ${quoted(column)} = replace(${quoted(column)}, ?, ?) WHERE instr(${quoted(column)}, ?) > 0`).run(seededAt, at, seededAt);
    }
    db.prepare('DELETE FROM Meta WHERE key IN (?, ?)').run(SEEDED_AT_KEY, COLUMNS_KEY);
  })();
}
