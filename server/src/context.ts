import type { Server as SocketServer } from 'socket.io';
import type { Db } from './db/database';
import type { DocumentStore } from './db/documents';
import type { ShopConfiguration } from './config/configuration';
import type { Settings } from './config/settings';
import type { TokenService, TokenUser } from './auth/tokens';
import type { Translations } from './i18n/translations';

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
  startedAt: Date;
  version: string;
}
