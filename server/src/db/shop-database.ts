import type { ChallengeConfig } from '../config/hardened';
import { openDatabase, type Db } from './database';
import { documentStore, type DocumentStore } from './documents';
import { createSchema } from './migrations';
import { markSeeded, migrate, refuseNewerData, type UpgradeReport } from './migrations/runner';
import { seedDatabase } from './seed/seed';

export interface ShopDatabase {
  db: Db;
  documents: DocumentStore;
  /** Seeded on this start (a new data directory, or a first start cut short). */
  seeded: boolean;
  /** What the migrations did to a data directory an earlier build wrote, or null. */
  upgrade: UpgradeReport | null;
}

/**
 * The shop's database, ready for this build: a new one gets the tables and the seed (or starts
 * from the build's seeded template); one an earlier build wrote gets the migrations it has not
 * had; one a newer build wrote is refused (DataDirectoryTooNew).
 */
export function openShopDatabase(dataDir: string, config: ChallengeConfig, appVersion: string, template: string | null): ShopDatabase {
  const { db, fresh } = openDatabase(dataDir, template);
  try {
    refuseNewerData(db, dataDir, appVersion);
    const documents = documentStore(db);
    if (fresh) {
      createSchema(db);
      seedDatabase(db, documents, config, dataDir);
      markSeeded(db, appVersion);
      return { db, documents, seeded: true, upgrade: null };
    }
    return { db, documents, seeded: false, upgrade: migrate({ db, config, dataDir }, appVersion) };
  } catch (error) {
    db.close();
    throw error;
  }
}
