import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA, SCHEMA_VERSION } from './schema';
import { restampSeedTemplate } from './seed-template';

export type Db = Database.Database;

export const DATABASE_FILE = 'pulp.sqlite';

/**
 * Opens an SQLite file. The production bundle carries better-sqlite3's JavaScript (so a start
 * neither reads nor compiles it separately, issue 16) but not its native addon, which
 * better-sqlite3 would look for next to the bundle: it is named here, where it is installed.
 */
export function openSqlite(file: string): Db {
  return new Database(file, { nativeBinding: require.resolve('better-sqlite3/build/Release/better_sqlite3.node') });
}

/**
 * Opens (and creates) the shop's database in the data directory. A new one starts as a copy of
 * `template` where given (a seeded database, see seed-template.ts); `fresh` says it needs seeding.
 */
export function openDatabase(dataDir: string, template: string | null = null): { db: Db; fresh: boolean } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const existed = fs.existsSync(file);
  const copied = !existed && template !== null;
  if (copied) fs.copyFileSync(template, file);
  const db = openSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = OFF');
  db.exec(SCHEMA);
  maskStoredCardNumbers(db);
  if (copied) restampSeedTemplate(db, now());
  const version = db.prepare<[], { value: string }>("SELECT value FROM Meta WHERE key = 'schemaVersion'").get();
  const fresh = (!existed && !copied) || !version || Number(version.value) !== SCHEMA_VERSION;
  return { db, fresh };
}

/** What the shop keeps of a card number: the form every screen shows, 12 stars and the last four digits. */
export function storedCardNumber(digits: string): string {
  return `${'*'.repeat(12)}${digits.slice(-4)}`;
}

/**
 * Data directories from before card numbers were masked on save still hold full numbers:
 * mask them in place when the database opens (one statement, so all or none).
 */
function maskStoredCardNumbers(db: Db): void {
  db.prepare("UPDATE Cards SET cardNum = '************' || substr(cardNum, -4) WHERE substr(cardNum, 1, 12) <> '************'").run();
}

export function markSeeded(db: Db): void {
  db.prepare("INSERT OR REPLACE INTO Meta (key, value) VALUES ('schemaVersion', ?)").run(String(SCHEMA_VERSION));
}

/** Drops every row: used by reset before seeding again. */
export function clearAllTables(db: Db): void {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
  db.transaction(() => {
    for (const { name } of tables) db.prepare(`DELETE FROM "${name}"`).run();
    db.prepare("DELETE FROM sqlite_sequence").run();
  })();
}

export function now(): string {
  return new Date().toISOString();
}
