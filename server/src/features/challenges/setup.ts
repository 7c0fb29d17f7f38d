import type { Server as SocketServer } from 'socket.io';
import type { Db } from '../../db/database';
import type { ShopConfiguration } from '../../config/configuration';
import { CHALLENGES } from './catalogue';
import { ChallengeEngine } from './engine';
import { detectEnvironment, type SafetyMode } from './environment';

/** The engine for a shop, announcing through whatever socket server the shop has by then. */
export function createChallengeEngine(db: Db, config: ShopConfiguration, socket: () => SocketServer | null, catalogue = CHALLENGES): ChallengeEngine {
  return new ChallengeEngine(
    db,
    catalogue,
    {
      showHints: config.challenges.showHints,
      showMitigations: config.challenges.showMitigations,
      showSolvedNotifications: config.challenges.showSolvedNotifications,
      safetyMode: config.challenges.safetyMode as SafetyMode,
      flags: { key: config.ctf.key, shortFlags: config.ctf.shortFlags },
      countryOverrides: config.ctf.countryMapping ?? {},
    },
    detectEnvironment(),
    (event, payload) => socket()?.emit(event, payload),
  );
}
