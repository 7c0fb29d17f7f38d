import type { Statement } from 'better-sqlite3';
import type * as v from 'valibot';
import type { entities } from '@pulp/shared/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/database';
import { encodedBody, type EncodedBody } from '../../http/encoded-body';
import type { ChallengeDefinition, Environment, Language } from './definitions';
import { ctfFlag, type FlagSettings } from './flags';
import { decodeContinueCode, decodeReferenceContinueCode, encodeContinueCode } from './continue-code';
import { countryMapping, type Country, type CountryMapping } from './countries';
import { unavailableIn, type SafetyMode } from './environment';
import { challengeTexts } from '../../i18n/server-texts';
import { CodingProgress, type CodingStatus } from './coding/progress';
import { catalogueHints, HintProgress, type HintView } from './hints';
import { codingSnippets } from './coding/snippets';

/** The realtime 'challenge solved' payload (the API contract's entity). */
export type ChallengeSolvedEvent = v.InferOutput<typeof entities.ChallengeSolvedEvent>;

/** A challenge as GET /api/Challenges shows it (the API contract's entity). */
export type ChallengeView = v.InferOutput<typeof entities.Challenge>;

/** A challenge as the progress list (GET /api/challenges) shows it. */
export type ChallengeProgressView = v.InferOutput<typeof entities.ChallengeProgressEntry>;

export interface ChallengeFilter {
  name?: string;
  key?: string;
  category?: string;
  difficulty?: number;
  hasTutorial?: boolean;
}

export interface EngineSettings {
  showHints: boolean;
  showMitigations: boolean;
  showSolvedNotifications: boolean;
  safetyMode: SafetyMode;
  flags: FlagSettings;
  countryOverrides?: Record<string, Country>;
  /**
   * The keys in the order MultiJuicer's watchdog numbers them in its codes (see
   * multijuicer/numbering); without it, codes of that format restore nothing.
   */
  multiJuicerNumbering?: readonly string[];
}

export interface RestoreResult {
  /** Whose format the code had: this shop's, or the best-known shop's (as MultiJuicer makes them). */
  format: 'pulp' | 'reference';
  /** Challenges that were not solved before and are now. */
  restored: number;
  /** Ids in the code that no challenge of this shop has. */
  unknownIds: number[];
}

type Emit = (event: string, payload: unknown) => void;

/** Told about every newly solved challenge (webhook, metrics); restores included, flagged. */
export type SolveListener = (challenge: ChallengeDefinition, event: ChallengeSolvedEvent) => void;

/** A challenge's list entry without what progress decides (solved, mitigation, coding status). */
interface StaticView {
  challenge: ChallengeDefinition;
  view: Omit<ChallengeView, 'solved' | 'mitigation' | 'codingChallengeStatus'>;
  mitigation: string | null;
}

interface ProgressRow {
  key: string;
  solvedAt: string;
  notified: number;
}

/**
 * The challenge engine: the catalogue, the solved state (table ChallengeProgress, so progress
 * survives restarts), flags, progress codes and the live notifications. Every detection in the
 * shop ends in solve().
 */
export class ChallengeEngine {
  private readonly byKey = new Map<string, ChallengeDefinition>();
  private readonly byId = new Map<number, ChallengeDefinition>();
  private readonly byFlag = new Map<string, string>();
  /** Progress codes this process has issued or been shown: see registerChallengeSocket. */
  private readonly knownCodes = new Set<string>();
  private readonly listeners = new Set<SolveListener>();
  /** The progress-free part of the list per language (see staticViews). */
  private readonly viewsByLanguage = new Map<Language, StaticView[]>();
  /** The last whole list's answer per language and the progress it shows (see listAnswer). */
  private readonly answers = new Map<Language, { progress: string; body: EncodedBody }>();
  /** "Find it, fix it" progress, kept with the challenges (see coding/). */
  readonly coding: CodingProgress;
  /** Which hints the score board has revealed. */
  private readonly revealedHints: HintProgress;
  /** Every hint per language, without the revealed state (texts change only with a restart). */
  private readonly hintsByLanguage = new Map<Language, Omit<HintView, 'unlocked'>[]>();
  private readonly statements: {
    insert: Statement<[string, string, number]>;
    one: Statement<[string], ProgressRow>;
    all: Statement<[], ProgressRow>;
    pending: Statement<[], ProgressRow>;
    acknowledge: Statement<[string]>;
    clear: Statement<[]>;
  };

  constructor(
    db: Db,
    readonly catalogue: ChallengeDefinition[],
    private readonly settings: EngineSettings,
    private readonly environment: Environment | null,
    private readonly emit: Emit,
  ) {
    for (const challenge of catalogue) {
      this.byKey.set(challenge.key, challenge);
      this.byId.set(challenge.id, challenge);
      this.byFlag.set(this.flag(challenge.key), challenge.key);
    }
    this.coding = new CodingProgress(db);
    this.revealedHints = new HintProgress(db);
    this.statements = {
      insert: db.prepare('INSERT OR IGNORE INTO ChallengeProgress (key, solvedAt, notified) VALUES (?, ?, ?)'),
      one: db.prepare('SELECT key, solvedAt, notified FROM ChallengeProgress WHERE key = ?'),
      all: db.prepare('SELECT key, solvedAt, notified FROM ChallengeProgress ORDER BY solvedAt, key'),
      pending: db.prepare('SELECT key, solvedAt, notified FROM ChallengeProgress WHERE notified = 0 ORDER BY solvedAt, key'),
      acknowledge: db.prepare('UPDATE ChallengeProgress SET notified = 1 WHERE key = ?'),
      clear: db.prepare('DELETE FROM ChallengeProgress'),
    };
  }

  get(key: string): ChallengeDefinition | undefined {
    return this.byKey.get(key);
  }

  /** By key, or by name (clients look challenges up by name). */
  find(keyOrName: string): ChallengeDefinition | undefined {
    return this.byKey.get(keyOrName) ?? this.catalogue.find((challenge) => challenge.name === keyOrName);
  }

  isSolved(key: string): boolean {
    return this.statements.one.get(key) !== undefined;
  }

  solvedKeys(): Set<string> {
    return new Set(this.statements.all.all().map((row) => row.key));
  }

  /** The environment a challenge cannot be solved in here, or null. */
  unavailableIn(challenge: ChallengeDefinition): Environment | null {
    return unavailableIn(challenge, this.environment, this.settings.safetyMode);
  }

  /** The flag of a challenge (by key): made from its name, as CTF tools make it (see ./flags). */
  flag(key: string): string {
    const challenge = this.byKey.get(key);
    if (!challenge) throw new Error(`No challenge with key "${key}" in the catalogue`);
    return ctfFlag(challenge.name, this.settings.flags);
  }

  /**
   * Marks a challenge solved (once) and announces it. Returns whether it was newly solved.
   * Unavailable challenges stay unsolved. An unknown key is a programming error.
   */
  solve(key: string, options: { isRestore?: boolean } = {}): boolean {
    const challenge = this.byKey.get(key);
    if (!challenge) throw new Error(`No challenge with key "${key}" in the catalogue`);
    if (this.unavailableIn(challenge)) return false;
    const isRestore = Boolean(options.isRestore);
    // Restored challenges were announced in the session that solved them: nothing to re-send.
    const inserted = this.statements.insert.run(key, now(), isRestore ? 1 : 0).changes > 0;
    if (inserted) {
      const event = this.event(challenge, isRestore);
      this.emit('challenge solved', event);
      for (const listener of this.listeners) {
        // A listener's fault (a full queue, a bad URL) must never undo or fail the solve.
        try {
          listener(challenge, event);
        } catch {
          /* the listener reports its own troubles */
        }
      }
    }
    return inserted;
  }

  /** Calls the listener after every new solve; returns the function that stops it. */
  onSolved(listener: SolveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  event(challenge: ChallengeDefinition, isRestore: boolean): ChallengeSolvedEvent {
    return {
      key: challenge.key,
      challenge: challenge.name,
      flag: this.flag(challenge.key),
      hidden: !this.settings.showSolvedNotifications,
      isRestore,
    };
  }

  /** Solved events no client has confirmed yet ('notification received'), oldest first. */
  pendingEvents(): ChallengeSolvedEvent[] {
    return this.statements.pending
      .all()
      .map((row) => this.byKey.get(row.key))
      .filter((challenge): challenge is ChallengeDefinition => challenge !== undefined)
      .map((challenge) => this.event(challenge, false));
  }

  /** A client confirmed the notification with this flag: stop re-sending it. */
  acknowledge(flag: string): boolean {
    const key = this.byFlag.get(flag);
    if (!key) return false;
    return this.statements.acknowledge.run(key).changes > 0;
  }

  /** Sends a solved challenge's notification again (to see its flag once more). */
  repeatNotification(challenge: ChallengeDefinition): boolean {
    if (!this.isSolved(challenge.key)) return false;
    this.emit('challenge solved', this.event(challenge, true));
    return true;
  }

  list(language: Language, filter: ChallengeFilter = {}): ChallengeView[] {
    return this.views(language, filter, this.solvedKeys(), this.coding.statuses());
  }

  /**
   * The whole list's JSON answer (GET /api/Challenges without a filter), serialised again
   * (and compressed again) only when the progress it shows has changed. The score board's list
   * is a training's most requested read, and its 75 KB of JSON cost far more to serialise and
   * compress than the two progress reads that tell whether the last answer still holds: 1,100–1,200
   * against 7,500–9,100 answers a second on a 2-core machine (autocannon, 20 connections).
   */
  listAnswer(language: Language): EncodedBody {
    const solved = this.solvedKeys();
    const coding = this.coding.statuses();
    const progress = `${[...solved].join(',')}|${[...coding].map(([key, status]) => `${key}=${status}`).join(',')}`;
    const last = this.answers.get(language);
    if (last?.progress === progress) return last.body;
    const body = encodedBody(JSON.stringify({ status: 'success', data: this.views(language, {}, solved, coding) }));
    this.answers.set(language, { progress, body });
    return body;
  }

  private views(language: Language, filter: ChallengeFilter, solved: Set<string>, coding: Map<string, CodingStatus>): ChallengeView[] {
    return this.staticViews(language)
      .filter(
        ({ challenge }) =>
          (filter.name === undefined || challenge.name === filter.name) &&
          (filter.key === undefined || challenge.key === filter.key) &&
          (filter.category === undefined || challenge.category === filter.category) &&
          (filter.difficulty === undefined || challenge.difficulty === filter.difficulty) &&
          (filter.hasTutorial === undefined || Boolean(challenge.tutorialOrder) === filter.hasTutorial),
      )
      .map(({ challenge, view, mitigation }) => {
        const isSolved = solved.has(challenge.key);
        // Field by field, in the order clients have always seen.
        return {
          id: view.id,
          key: view.key,
          name: view.name,
          category: view.category,
          difficulty: view.difficulty,
          description: view.description,
          tags: view.tags,
          hint: view.hint,
          hintUrl: view.hintUrl,
          // Only after solving: the mitigation names the weakness.
          mitigation: isSolved ? mitigation : null,
          solved: isSolved,
          disabledEnv: view.disabledEnv,
          hasTutorial: view.hasTutorial,
          tutorialOrder: view.tutorialOrder,
          hasCodingChallenge: view.hasCodingChallenge,
          codingChallengeStatus: coding.get(challenge.key) ?? 0,
        };
      });
  }

  /** Every challenge with whether and when it was solved, in catalogue order (English texts). */
  progress(): ChallengeProgressView[] {
    const solvedAt = new Map(this.statements.all.all().map((row) => [row.key, row.solvedAt]));
    return this.catalogue.map((challenge) => ({
      id: challenge.id,
      key: challenge.key,
      name: challenge.name,
      category: challenge.category,
      difficulty: challenge.difficulty,
      description: challengeTexts(challenge.key, 'en').description,
      solved: solvedAt.has(challenge.key),
      updatedAt: solvedAt.get(challenge.key) ?? null,
    }));
  }

  /**
   * Each challenge's view in a language without its progress, sorted by name, made once per
   * language: the score board's list (GET /api/Challenges) is the most requested read of a
   * training, and its texts, hints, availability, snippets and order only change with a restart.
   * The mitigation is kept aside: it is shown only once the challenge is solved.
   */
  private staticViews(language: Language): StaticView[] {
    let views = this.viewsByLanguage.get(language);
    if (!views) {
      const snippets = codingSnippets();
      const collator = new Intl.Collator('en');
      views = [...this.catalogue]
        .sort((a, b) => collator.compare(a.name, b.name))
        .map((challenge) => {
          const texts = challengeTexts(challenge.key, language);
          const view: StaticView['view'] = {
            id: challenge.id,
            key: challenge.key,
            name: challenge.name,
            category: challenge.category,
            difficulty: challenge.difficulty,
            description: texts.description,
            tags: challenge.tags?.length ? challenge.tags.join(',') : null,
            hint: this.settings.showHints ? texts.hints[0] : null,
            hintUrl: this.settings.showHints ? (challenge.hintUrl ?? null) : null,
            disabledEnv: this.unavailableIn(challenge),
            hasTutorial: Boolean(challenge.tutorialOrder),
            tutorialOrder: challenge.tutorialOrder ?? null,
            hasCodingChallenge: snippets.has(challenge.key),
          };
          return { challenge, view, mitigation: this.settings.showMitigations ? texts.mitigation : null };
        });
      this.viewsByLanguage.set(language, views);
    }
    return views;
  }

  /** Every hint in a language with whether it was revealed; none when the shop hides hints. */
  hints(language: Language): HintView[] {
    if (!this.settings.showHints) return [];
    const unlocked = this.revealedHints.unlocked();
    return this.languageHints(language).map((hint) => ({ ...hint, unlocked: unlocked.has(hint.id) }));
  }

  /**
   * Reveals a hint and the ones before it (the score board shows them in order), and returns it
   * in a language; null for an id no hint has, and when the shop hides hints.
   */
  unlockHint(id: number, language: Language): HintView | null {
    if (!this.settings.showHints) return null;
    const hint = this.languageHints(language).find((candidate) => candidate.id === id);
    if (!hint) return null;
    const earlier = this.languageHints(language).filter((candidate) => candidate.ChallengeId === hint.ChallengeId && candidate.order <= hint.order);
    this.revealedHints.unlock(earlier.map((candidate) => candidate.id));
    return { ...hint, unlocked: true };
  }

  private languageHints(language: Language): Omit<HintView, 'unlocked'>[] {
    let hints = this.hintsByLanguage.get(language);
    if (!hints) {
      hints = catalogueHints(this.catalogue, language);
      this.hintsByLanguage.set(language, hints);
    }
    return hints;
  }

  /** The progress code of the solved set (empty when nothing is solved). */
  continueCode(): string {
    const ids = [...this.solvedKeys()].map((key) => this.byKey.get(key)?.id).filter((id): id is number => id !== undefined);
    const code = encodeContinueCode(ids);
    if (code) this.knownCodes.add(code);
    return code;
  }

  /**
   * Restores the challenges of a code (isRestore events). Null when the code is invalid. Takes
   * this shop's codes and the best-known shop's: MultiJuicer restores a team's progress into a
   * replaced pod with a code of that format, numbered by the position of each key in the
   * challenge list its watchdog carries (the configured numbering); of those, the challenges
   * Pulp shares by key are restored and the others (and MultiJuicer's 0 for a key it does not
   * know) are left out. With `unknownIds: 'refuse'`, a code of this shop's format that
   * names an id no challenge has is invalid as a whole and restores nothing (this shop never
   * issues one).
   */
  applyContinueCode(code: string, { unknownIds = 'skip' }: { unknownIds?: 'skip' | 'refuse' } = {}): RestoreResult | null {
    const ids = decodeContinueCode(code);
    if (ids) {
      if (unknownIds === 'refuse' && ids.some((id) => !this.byId.has(id))) return null;
      this.knownCodes.add(code);
      return { format: 'pulp', ...this.restore(ids.map((id) => ({ id, challenge: this.byId.get(id) }))) };
    }
    const referenceIds = decodeReferenceContinueCode(code);
    if (!referenceIds) return null;
    const byReferenceId = referenceIds.map((id) => {
      const key = id >= 1 ? this.settings.multiJuicerNumbering?.[id - 1] : undefined;
      return { id, challenge: key === undefined ? undefined : this.byKey.get(key) };
    });
    return { format: 'reference', ...this.restore(byReferenceId) };
  }

  private restore(entries: { id: number; challenge: ChallengeDefinition | undefined }[]): Omit<RestoreResult, 'format'> {
    let restored = 0;
    const unknownIds: number[] = [];
    for (const { id, challenge } of entries) {
      if (!challenge) unknownIds.push(id);
      else if (this.solve(challenge.key, { isRestore: true })) restored += 1;
    }
    return { restored, unknownIds };
  }

  /** Whether this process has issued or seen a progress code already. */
  knowsCode(code: string): boolean {
    return this.knownCodes.has(code);
  }

  rememberCode(code: string): void {
    this.knownCodes.add(code);
  }

  countryMapping(): CountryMapping {
    return countryMapping(this.catalogue, this.settings.countryOverrides);
  }

  /** Forgets every solved challenge and revealed hint (admin reset). */
  resetProgress(): void {
    this.statements.clear.run();
    this.coding.clear();
    this.revealedHints.clear();
    this.knownCodes.clear();
  }
}
