import type { Server as SocketServer } from 'socket.io';
import type { Db } from '../../db/database';
import type { ShopConfiguration } from '../../config/configuration';
import { CHALLENGES } from './catalogue';
import { ChallengeEngine } from './engine';
import { detectEnvironment, type SafetyMode } from './environment';
import { numberingKeys } from './multijuicer/numbering';

/** The engine for a shop, announcing through whatever socket server the shop has by then. */
export function createChallengeEngine(db: Db, config: ShopConfiguration, socket: () => SocketServer | null, catalogue = CHALLENGES): ChallengeEngine {
  // A hardened key the catalogue does not know is a trainer's typo: the shop would silently run the flaw.
  const hardened = config.challenges.hardened;
  const unknown = Array.isArray(hardened) ? hardened.filter((key) => !catalogue.some((challenge) => challenge.key === key)) : [];
  if (unknown.length) throw new Error(`challenges.hardened names ${unknown.join(', ')}, which ${unknown.length === 1 ? 'is no challenge key' : 'are no challenge keys'} of this shop`);
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
      multiJuicerNumbering: numberingKeys(config.multiJuicer.progressCodeNumbering),
    },
    detectEnvironment(),
    (event, payload) => socket()?.emit(event, payload),
  );
}
