import type { Server as SocketServer } from 'socket.io';
import type { Db } from './db/database';
import type { DocumentStore } from './db/documents';
import type { ShopConfiguration } from './config/configuration';
import type { Settings } from './config/settings';
import type { TokenService, TokenUser } from './auth/tokens';
import type { Translations } from './i18n/translations';
import type { ChallengeEngine } from './features/challenges/engine';

/** Everything a feature's routes need, handed over explicitly instead of through globals. */
export interface AppContext {
  settings: Settings;
  config: ShopConfiguration;
  db: Db;
  documents: DocumentStore;
  tokens: TokenService;
  translations: Translations;
  /** Tokens of logged-in users (the admin table marks users holding one). */
  sessions: Map<string, TokenUser>;
  io: SocketServer | null;
  /** The challenge engine: detections call solve(ctx, key) from features/challenges/solve. */
  challenges: ChallengeEngine;
  /** Run after an admin reset rewrote the data: features drop what they cached. */
  afterReset: Set<() => void>;
  startedAt: Date;
  version: string;
  /** starting until the whole shop is built, ready while serving, stopping once shutdown began. */
  lifecycle: { state: 'starting' | 'ready' | 'stopping' };
}
