import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA, SCHEMA_VERSION } from './schema';

export type Db = Database.Database;

export const DATABASE_FILE = 'pulp.sqlite';

/** Opens (and creates) the shop's database in the data directory. */
export function openDatabase(dataDir: string): { db: Db; fresh: boolean } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const existed = fs.existsSync(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = OFF');
  db.exec(SCHEMA);
  const version = db.prepare<[], { value: string }>("SELECT value FROM Meta WHERE key = 'schemaVersion'").get();
  const fresh = !existed || !version || Number(version.value) !== SCHEMA_VERSION;
  return { db, fresh };
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
