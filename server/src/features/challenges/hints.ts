import type { Statement } from 'better-sqlite3';
import type * as v from 'valibot';
import type { entities } from '@pulp/shared/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/database';
import type { ChallengeDefinition, Language } from './definitions';
import { challengeTexts } from '../../i18n/server-texts';

/** A hint as GET /api/Hints shows it (the API contract's entity). */
export type HintView = v.InferOutput<typeof entities.Hint>;

/** Orders count from 1; a challenge has at most nine hints, so that ids stay `challenge id × 10 + order`. */
const MAX_HINTS = 9;

/** A hint's id: stable across languages, restarts and shops, and tells its challenge and place. */
export function hintId(challengeId: number, order: number): number {
  return challengeId * (MAX_HINTS + 1) + order;
}

/** Every hint of a catalogue in one language, each challenge's in order, without their revealed state. */
export function catalogueHints(catalogue: ChallengeDefinition[], language: Language): Omit<HintView, 'unlocked'>[] {
  return [...catalogue]
    .sort((a, b) => a.id - b.id)
    .flatMap((challenge) => {
      const { hints } = challengeTexts(challenge.key, language);
      if (hints.length > MAX_HINTS) throw new Error(`${challenge.key} has ${hints.length} hints; at most ${MAX_HINTS} fit its hint ids`);
      return hints.map((text, index) => ({ id: hintId(challenge.id, index + 1), ChallengeId: challenge.id, text, order: index + 1 }));
    });
}

/**
 * Which hints have been revealed (table HintProgress, so it survives restarts): like the solved
 * challenges, it belongs to the shop, and a progress reset hides them again.
 */
export class HintProgress {
  private readonly statements: {
    unlock: Statement<[number, string]>;
    all: Statement<[], { id: number }>;
    clear: Statement<[]>;
  };

  constructor(db: Db) {
    this.statements = {
      unlock: db.prepare('INSERT OR IGNORE INTO HintProgress (id, unlockedAt) VALUES (?, ?)'),
      all: db.prepare('SELECT id FROM HintProgress'),
      clear: db.prepare('DELETE FROM HintProgress'),
    };
  }

  unlocked(): Set<number> {
    return new Set(this.statements.all.all().map((row) => row.id));
  }

  /** Marks hints revealed (those already revealed stay as they were). */
  unlock(ids: number[]): void {
    const at = now();
    for (const id of ids) this.statements.unlock.run(id, at);
  }

  clear(): void {
    this.statements.clear.run();
  }
}
