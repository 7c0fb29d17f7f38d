import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { restampSeedTemplate } from './seed-template';
import { StatementCachingDatabase } from './statement-cache';

export type Db = Database.Database;

export const DATABASE_FILE = 'pulp.sqlite';

/**
 * Opens an SQLite file. The production bundle carries better-sqlite3's JavaScript (so a start
 * neither reads nor compiles it separately) but not its native addon, which
 * better-sqlite3 would look for next to the bundle: it is named here, where it is installed.
 * Each SQL text is compiled once per connection (db/statement-cache.ts).
 */
export function openSqlite(file: string): Db {
  return new StatementCachingDatabase(file, { nativeBinding: require.resolve('better-sqlite3/build/Release/better_sqlite3.node') });
}

/**
 * Opens (and creates) the shop's database in the data directory, with its bookkeeping tables. A
 * new one starts as a copy of `template` where given (a seeded database, see seed-template.ts).
 * `fresh` says it was never seeded to the end: it needs its tables and the seed
 * (db/shop-database.ts does both, and the migrations of an existing one).
 */
export function openDatabase(dataDir: string, template: string | null = null): { db: Db; fresh: boolean } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const copied = !fs.existsSync(file) && template !== null;
  if (copied) fs.copyFileSync(template, file);
  const db = openSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = OFF');
  createBookkeeping(db);
  if (copied) restampSeedTemplate(db, now());
  return { db, fresh: !wasSeeded(db) };
}

/** The tables every other table's migrations are recorded in (db/migrations/runner.ts). */
export function createBookkeeping(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS Meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS Migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, appliedAt TEXT NOT NULL);
  `);
}

/** Whether the database was ever seeded to the end (a new file, or a first start cut short, was not). */
export function wasSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM Meta WHERE key = 'schemaVersion'").get() !== undefined;
}

/** What the shop keeps of a card number: the form every screen shows, 12 stars and the last four digits. */
export function storedCardNumber(digits: string): string {
  return `${'*'.repeat(12)}${digits.slice(-4)}`;
}

/**
 * Drops every row of the shop's data: used by reset before seeding again. The bookkeeping (Meta,
 * Migrations) stays: the seed that follows is this build's, which every recorded migration fits.
 */
export function clearAllTables(db: Db): void {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('Meta', 'Migrations')").all();
  db.transaction(() => {
    for (const { name } of tables) db.prepare(`DELETE FROM "${name}"`).run();
    db.prepare("DELETE FROM sqlite_sequence").run();
  })();
}

export function now(): string {
  return new Date().toISOString();
}
