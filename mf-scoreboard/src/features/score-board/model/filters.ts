import { LOCAL_KEYS, SCORE_BOARD_FILTER_KEYS, local } from '@pulp/shared';

export const DIFFICULTIES = [1, 2, 3, 4, 5, 6] as const;

/** What the score board shows (docs/behaviour.md, "Challenges and the score board"): persisted in local storage. */
export interface ChallengeFilters {
  /** displayedDifficulties; default [1]. */
  difficulties: number[];
  /** displayedChallengeCategories; null means every category (also ones added later). */
  categories: string[] | null;
  /** displayedChallengeTags; only challenges with one of these tags, none chosen means no restriction. */
  tags: string[];
  showSolved: boolean;
  /** Show challenges that are unavailable in this environment. */
  showDisabled: boolean;
  onlyTutorials: boolean;
}

export const DEFAULT_FILTERS: ChallengeFilters = {
  difficulties: [1],
  categories: null,
  tags: [],
  showSolved: true,
  showDisabled: false,
  onlyTutorials: false,
};

type Storage = Pick<typeof local, 'get' | 'set' | 'remove'>;

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function readBoolean(storage: Storage, key: string, fallback: boolean): boolean {
  const value = readJson(storage, key);
  return typeof value === 'boolean' ? value : fallback;
}

/** The saved filters; anything missing or malformed falls back to the default. */
export function loadFilters(storage: Storage = local): ChallengeFilters {
  const difficulties = readJson(storage, LOCAL_KEYS.displayedDifficulties);
  const categories = readJson(storage, LOCAL_KEYS.displayedChallengeCategories);
  const tags = readJson(storage, LOCAL_KEYS.displayedChallengeTags);
  return {
    difficulties: Array.isArray(difficulties)
      ? [...new Set(difficulties.filter((value): value is number => DIFFICULTIES.includes(value as (typeof DIFFICULTIES)[number])))].sort((a, b) => a - b)
      : DEFAULT_FILTERS.difficulties,
    categories: Array.isArray(categories) ? categories.filter((value): value is string => typeof value === 'string') : null,
    tags: Array.isArray(tags) ? tags.filter((value): value is string => typeof value === 'string') : DEFAULT_FILTERS.tags,
    showSolved: readBoolean(storage, LOCAL_KEYS.showSolvedChallenges, DEFAULT_FILTERS.showSolved),
    showDisabled: readBoolean(storage, LOCAL_KEYS.showDisabledChallenges, DEFAULT_FILTERS.showDisabled),
    onlyTutorials: readBoolean(storage, LOCAL_KEYS.showOnlyTutorialChallenges, DEFAULT_FILTERS.onlyTutorials),
  };
}

export function saveFilters(filters: ChallengeFilters, storage: Storage = local): void {
  storage.set(LOCAL_KEYS.displayedDifficulties, JSON.stringify(filters.difficulties));
  if (filters.categories === null) storage.remove(LOCAL_KEYS.displayedChallengeCategories);
  else storage.set(LOCAL_KEYS.displayedChallengeCategories, JSON.stringify(filters.categories));
  if (filters.tags.length === 0) storage.remove(LOCAL_KEYS.displayedChallengeTags);
  else storage.set(LOCAL_KEYS.displayedChallengeTags, JSON.stringify(filters.tags));
  storage.set(LOCAL_KEYS.showSolvedChallenges, JSON.stringify(filters.showSolved));
  storage.set(LOCAL_KEYS.showDisabledChallenges, JSON.stringify(filters.showDisabled));
  storage.set(LOCAL_KEYS.showOnlyTutorialChallenges, JSON.stringify(filters.onlyTutorials));
}

/** Forgets the saved filters (reset all filters; the shell's clear-progress does the same). */
export function clearFilters(storage: Storage = local): void {
  for (const key of SCORE_BOARD_FILTER_KEYS) storage.remove(key);
}

export function toggleDifficulty(filters: ChallengeFilters, difficulty: number): ChallengeFilters {
  const difficulties = filters.difficulties.includes(difficulty)
    ? filters.difficulties.filter((value) => value !== difficulty)
    : [...filters.difficulties, difficulty].sort((a, b) => a - b);
  return { ...filters, difficulties };
}

/** Toggles one category; `all` is every category the catalogue has now. */
export function toggleCategory(filters: ChallengeFilters, category: string, all: string[]): ChallengeFilters {
  const shown = filters.categories ?? all;
  const next = shown.includes(category) ? shown.filter((value) => value !== category) : [...shown, category];
  const everything = all.every((value) => next.includes(value));
  return { ...filters, categories: everything ? null : next.sort() };
}

export function isCategoryShown(filters: ChallengeFilters, category: string): boolean {
  return filters.categories === null || filters.categories.includes(category);
}

/** Toggles one tag of the tag filter (no tag chosen: every challenge). */
export function toggleTag(filters: ChallengeFilters, tag: string): ChallengeFilters {
  const tags = filters.tags.includes(tag) ? filters.tags.filter((value) => value !== tag) : [...filters.tags, tag].sort();
  return { ...filters, tags };
}

/** Whether the tag filter lets a challenge with these tags through: it has one of the chosen tags, or none is chosen. */
export function isTagShown(filters: ChallengeFilters, tags: string[]): boolean {
  return filters.tags.length === 0 || tags.some((tag) => filters.tags.includes(tag));
}
