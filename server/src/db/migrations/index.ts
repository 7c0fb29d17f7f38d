import type { Db } from '../database';
import type { ChallengeConfig } from '../../config/hardened';
import { CODING_PROGRESS_TABLE, FEEDBACK_ARCHIVE_TABLE, FIRST_STORE_TABLES, HINT_PROGRESS_TABLE, SUPPORT_CHAT_AND_WALLET_TABLES } from './schema';
import { addMissingSeedContent } from './seed-catch-up';
import { linkHandbookReading, maskStoredCardNumbers, renewSupportPassword } from './seed-changes';

/** What a migration may use: the database, and for seed content the shop's configuration and data directory. */
export interface MigrationContext {
  db: Db;
  config: ChallengeConfig;
  dataDir: string;
}

export interface Migration {
  /** Its number: migrations run in this order, each once, and the highest applied is the data version. */
  id: number;
  /** What it does, as the database's record of it says. */
  name: string;
  /**
   * `schema` migrations also make a new database's tables; a new database's seed already holds
   * what a `content` migration brings, so there it is only recorded.
   */
  kind: 'schema' | 'content';
  up: (context: MigrationContext) => void;
}

const tables = (sql: string) => ({ db }: MigrationContext) => db.exec(sql);

/** Makes every table of the current schema (a new database's, or a scratch one's). */
export function createSchema(db: Db): void {
  for (const migration of MIGRATIONS) if (migration.kind === 'schema') migration.up({ db, config: { challenges: {} }, dataDir: '' });
}

/**
 * Every change of the shop's data since the first landed store, in order. A new entry gets the
 * next number and is never edited once landed: data directories record which ones ran. Data
 * directories written before migrations were recorded ran none: all run there, and each is
 * written to be harmless on data that already has what it brings.
 */
export const MIGRATIONS: readonly Migration[] = [
  { id: 1, kind: 'schema', name: "the first landed store's tables", up: tables(FIRST_STORE_TABLES) },
  { id: 2, kind: 'schema', name: 'coding challenge progress', up: tables(CODING_PROGRESS_TABLE) },
  { id: 3, kind: 'schema', name: "the support chat's memory and the token wallet's ledger", up: tables(SUPPORT_CHAT_AND_WALLET_TABLES) },
  { id: 4, kind: 'schema', name: 'archive of removed feedback', up: tables(FEEDBACK_ARCHIVE_TABLE) },
  { id: 5, kind: 'content', name: 'card numbers masked as saved', up: ({ db }) => maskStoredCardNumbers(db) },
  {
    id: 6,
    kind: 'content',
    name: 'seed content added since the first store (people, products, memories, reviews, wallet ledger)',
    up: ({ db, config, dataDir }) => addMissingSeedContent(db, config, dataDir, createSchema),
  },
  { id: 7, kind: 'content', name: "the support team's password from its vault", up: ({ db, config }) => renewSupportPassword(db, config) },
  { id: 8, kind: 'content', name: "the handbook's further-reading link", up: ({ db }) => linkHandbookReading(db) },
  { id: 9, kind: 'schema', name: 'hints revealed on the score board', up: tables(HINT_PROGRESS_TABLE) },
];

/** The data version this build writes: the number of its last migration. */
export const DATA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].id;
