import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import { DATABASE_FILE, openSqlite } from '../../db/database';
import { seedDatabase } from '../../db/seed/seed';
import type { ResetScope } from '@pulp/shared/contract';
import { KEYS_FOLDER } from '../../auth/keys-folder';
import { BACKUPS_FOLDER } from '../../db/migrations/runner';

/**
 * What a reset means, for the admin API in a running shop and for `pnpm reset` on a stopped
 * one alike:
 * - "progress": every solved challenge (and revealed hint) is forgotten; the shop's data stays.
 * - "all": the seed data comes back (users, products, orders, reviews, …), every upload and
 *   other file in the data directory goes, and progress is forgotten too. The signing keys
 *   stay, so the shop's identity does not change, and so do the copies upgrades kept.
 * The scopes (`RESET_SCOPES`, `ResetScope`) are part of the API contract.
 */

/** Entries of the data directory that survive a reset: the keys, and the copies an upgrade kept. */
const KEPT = new Set([KEYS_FOLDER, BACKUPS_FOLDER]);
const DATABASE_FILES = new Set([DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]);

/** Removes everything in the data directory but the keys (and the open database, if asked). Returns how many entries went. */
function clearDataDirectory(dataDir: string, keepDatabase: boolean): number {
  if (!fs.existsSync(dataDir)) return 0;
  let removed = 0;
  for (const entry of fs.readdirSync(dataDir)) {
    if (KEPT.has(entry) || (keepDatabase && DATABASE_FILES.has(entry))) continue;
    fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Resets a running shop in place (the admin API). */
export function resetRunningShop(ctx: AppContext, scope: ResetScope): void {
  if (scope === 'all') {
    clearDataDirectory(ctx.settings.dataDir, true);
    seedDatabase(ctx.db, ctx.documents, ctx.config, ctx.settings.dataDir);
    ctx.sessions.clear();
  }
  ctx.challenges.resetProgress();
  for (const listener of ctx.afterReset) listener();
}

/** Resets the data directory of a stopped shop (`pnpm reset`); the next start seeds again. */
export function resetStoppedShop(dataDir: string, scope: ResetScope): string {
  if (!fs.existsSync(dataDir)) return `Nothing to reset: ${dataDir} does not exist (it is seeded on the next start).`;
  if (scope === 'progress') {
    const file = path.join(dataDir, DATABASE_FILE);
    if (!fs.existsSync(file)) return `Nothing to reset: ${dataDir} holds no database yet.`;
    const db = openSqlite(file);
    try {
      const { changes } = db.prepare('DELETE FROM ChallengeProgress').run();
      // Data directories from before the coding challenges or the revealed hints lack their tables.
      for (const table of ['CodingChallengeProgress', 'HintProgress']) {
        if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table)) db.prepare(`DELETE FROM ${table}`).run();
      }
      return `Reset the hacking progress in ${dataDir}: ${changes} solved challenges forgotten.`;
    } finally {
      db.close();
    }
  }
  const removed = clearDataDirectory(dataDir, false);
  return `Reset ${dataDir}: removed ${removed} entries. The next start restores the seed data.`;
}
