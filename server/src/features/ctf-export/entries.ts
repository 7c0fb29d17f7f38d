import type { ShopConfiguration } from '../../config/configuration';
import { CHALLENGES } from '../challenges/catalogue';
import type { ChallengeDefinition, Language } from '../challenges/definitions';
import { challengeTexts } from '../../i18n/server-texts';
import { countryMapping, type Country } from '../challenges/countries';
import { ctfFlag } from '../challenges/flags';

export type HintMode = 'free' | 'paid' | 'none';

/** One challenge as every export format needs it: texts in one language, flag, points, hints. */
export interface ExportEntry {
  key: string;
  name: string;
  category: string;
  difficulty: number;
  /** The challenge's tags (Tutorial, Danger Zone, …), possibly none. */
  tags: string[];
  description: string;
  flag: string;
  value: number;
  country: Country;
  hints: { content: string; cost: number }[];
}

/**
 * Points per difficulty (1 to 6 stars): 100, 250, 450, 700, 1000, 1350 — the scale trainers
 * know from the best-known shop's CTF exports, so mixed events stay comparable.
 */
export const POINTS = [100, 250, 450, 700, 1000, 1350] as const;

export function points(difficulty: number): number {
  const value = POINTS[difficulty - 1];
  if (value === undefined) throw new Error(`No points for difficulty ${difficulty}`);
  return value;
}

/** What a paid hint costs, as a share of its challenge's points. */
export const HINT_COST_SHARE = 0.1;

/**
 * A challenge's hints in the order the score board reveals them, then the link to the page that
 * explains the weakness. Paid hints cost a tenth of the challenge's points each, as in
 * juice-shop-ctf-cli's exports of the same hints (GET /api/Hints).
 */
function hintsOf(challenge: ChallengeDefinition, hints: string[], value: number, mode: HintMode): ExportEntry['hints'] {
  if (mode === 'none') return [];
  const cost = mode === 'paid' ? Math.round(value * HINT_COST_SHARE) : 0;
  return [...hints, ...(challenge.hintUrl ? [challenge.hintUrl] : [])].map((content) => ({ content, cost }));
}

export interface ExportOptions {
  language: Language;
  hints: HintMode;
}

/** The catalogue with the flags this configuration's shops show (ctf.key, ctf.shortFlags). */
export function exportEntries(config: ShopConfiguration, options: ExportOptions, catalogue: ChallengeDefinition[] = CHALLENGES): ExportEntry[] {
  const countries = countryMapping(catalogue, config.ctf.countryMapping ?? {});
  return [...catalogue]
    .sort((a, b) => a.difficulty - b.difficulty || a.name.localeCompare(b.name, 'en'))
    .map((challenge) => {
      const texts = challengeTexts(challenge.key, options.language);
      const value = points(challenge.difficulty);
      return {
        key: challenge.key,
        name: challenge.name,
        category: challenge.category,
        difficulty: challenge.difficulty,
        tags: [...(challenge.tags ?? [])],
        description: texts.description,
        flag: ctfFlag(challenge.name, { key: config.ctf.key, shortFlags: config.ctf.shortFlags }),
        value,
        country: countries[challenge.key],
        hints: hintsOf(challenge, texts.hints, value, options.hints),
      };
    });
}
