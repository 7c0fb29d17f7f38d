import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../database';
import { DATA_VERSION, MIGRATIONS, type MigrationContext } from './index';

/** Where the database is copied before an upgrade changes it (kept by resets too). */
export const BACKUPS_FOLDER = 'backups';

/**
 * Builds before numbered migrations read `schemaVersion` and reseeded, losing everything, when it
 * was not 1. It stays 1 so that such a build, started on a newer data directory by mistake, opens
 * it as it is instead.
 */
const LEGACY_SCHEMA_VERSION = '1';

function appliedIds(db: Db): number[] {
  return db.prepare<[], { id: number }>('SELECT id FROM Migrations ORDER BY id').all().map((row) => row.id);
}

function metaValue(db: Db, key: string): string | undefined {
  return db.prepare<[string], { value: string }>('SELECT value FROM Meta WHERE key = ?').get(key)?.value;
}

function recordMigration(db: Db, id: number, name: string, at: string): void {
  db.prepare('INSERT OR REPLACE INTO Migrations (id, name, appliedAt) VALUES (?, ?, ?)').run(id, name, at);
}

/** Marks a freshly seeded database as holding this build's data: every migration applied. */
export function markSeeded(db: Db, appVersion: string, at = new Date().toISOString()): void {
  db.transaction(() => {
    for (const migration of MIGRATIONS) recordMigration(db, migration.id, migration.name, at);
    const meta = db.prepare('INSERT OR REPLACE INTO Meta (key, value) VALUES (?, ?)');
    meta.run('schemaVersion', LEGACY_SCHEMA_VERSION);
    meta.run('writtenBy', appVersion);
  })();
}

/** A data directory this build cannot open safely: a newer build wrote it. */
export class DataDirectoryTooNew extends Error {
  override name = 'DataDirectoryTooNew';
}

/** Refuses a database that a newer build migrated beyond what this build knows. */
export function refuseNewerData(db: Db, dataDir: string, appVersion: string): void {
  const known = new Set(MIGRATIONS.map((migration) => migration.id));
  const unknown = appliedIds(db).filter((id) => !known.has(id));
  if (!unknown.length) return;
  const writtenBy = metaValue(db, 'writtenBy') ?? 'a newer build';
  throw new DataDirectoryTooNew(
    `the data directory ${dataDir} was written by Pulp ${writtenBy} (data version ${Math.max(...unknown)}), and this is Pulp ${appVersion} (data version ${DATA_VERSION}), which cannot open it without losing what the newer one keeps. Start the newer build again, or give this one another data directory (PULP_DATA_DIR=/path/to/folder pnpm start).`,
  );
}

/** What an upgrade did: the data versions before and after, the steps, and the copy kept. */
export interface UpgradeReport {
  from: number;
  to: number;
  steps: string[];
  /** The copy of the database from before the first step, relative to the data directory. */
  backup: string;
}

/**
 * Runs the migrations the database has not had, each in its own transaction and recorded with
 * it, after keeping a copy of the database as it was (VACUUM INTO: one consistent file, written
 * while the database is open). Null when there was nothing to do.
 */
export function migrate(context: MigrationContext, appVersion: string, at = new Date()): UpgradeReport | null {
  const { db, dataDir } = context;
  const applied = new Set(appliedIds(db));
  const pending = MIGRATIONS.filter((migration) => !applied.has(migration.id));
  if (!pending.length) return null;
  const from = applied.size ? Math.max(...applied) : 0;
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const backup = path.join(BACKUPS_FOLDER, `pulp-${stamp}-data-version-${from}.sqlite`);
  fs.mkdirSync(path.join(dataDir, BACKUPS_FOLDER), { recursive: true });
  db.prepare('VACUUM INTO ?').run(path.join(dataDir, backup));
  for (const migration of pending) {
    db.transaction(() => {
      migration.up(context);
      recordMigration(db, migration.id, migration.name, at.toISOString());
    })();
  }
  db.prepare("INSERT OR REPLACE INTO Meta (key, value) VALUES ('writtenBy', ?)").run(appVersion);
  return { from, to: DATA_VERSION, steps: pending.map((migration) => `${migration.id}: ${migration.name}`), backup };
}
