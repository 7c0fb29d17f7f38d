import type { Challenge } from '@pulp/shared';
import { DIFFICULTIES } from './filters';
import { challengeTags, TAG_LABELS } from './tags';

export interface Tally {
  solved: number;
  total: number;
}

/** Share of the challenges available here that are solved, as a whole percentage. */
export function progressPercent(challenges: Challenge[]): number {
  const available = challenges.filter((challenge) => !challenge.disabledEnv);
  if (!available.length) return 0;
  return Math.round((available.filter((challenge) => challenge.solved).length / available.length) * 100);
}

export interface ProgressMatrix {
  categories: string[];
  /** category → difficulty → tally (only where challenges exist). */
  cells: Record<string, Record<number, Tally>>;
  byCategory: Record<string, Tally>;
  byDifficulty: Record<number, Tally>;
  /** The tags the available challenges carry, in the order of TAG_LABELS. */
  tags: string[];
  byTag: Record<string, Tally>;
  overall: Tally;
}

const add = (tally: Tally | undefined, solved: boolean): Tally => ({
  solved: (tally?.solved ?? 0) + (solved ? 1 : 0),
  total: (tally?.total ?? 0) + 1,
});

/** Progress by category and difficulty, for the chart (unavailable challenges left out). */
export function progressMatrix(challenges: Challenge[]): ProgressMatrix {
  const available = challenges.filter((challenge) => !challenge.disabledEnv);
  const categories = [...new Set(available.map((challenge) => challenge.category))].sort((a, b) => a.localeCompare(b));
  const matrix: ProgressMatrix = {
    categories,
    cells: Object.fromEntries(categories.map((category) => [category, {}])),
    byCategory: {},
    byDifficulty: Object.fromEntries(DIFFICULTIES.map((difficulty) => [difficulty, { solved: 0, total: 0 }])),
    tags: [],
    byTag: {},
    overall: { solved: 0, total: 0 },
  };
  for (const challenge of available) {
    const row = matrix.cells[challenge.category];
    row[challenge.difficulty] = add(row[challenge.difficulty], challenge.solved);
    matrix.byCategory[challenge.category] = add(matrix.byCategory[challenge.category], challenge.solved);
    matrix.byDifficulty[challenge.difficulty] = add(matrix.byDifficulty[challenge.difficulty], challenge.solved);
    matrix.overall = add(matrix.overall, challenge.solved);
    for (const tag of challengeTags(challenge)) matrix.byTag[tag] = add(matrix.byTag[tag], challenge.solved);
  }
  matrix.tags = Object.keys(TAG_LABELS).filter((tag) => matrix.byTag[tag]);
  return matrix;
}

export function ratio(tally: Tally | undefined): number {
  return tally && tally.total ? tally.solved / tally.total : 0;
}

/** "Find it, fix it": how many of the challenges with a coding challenge have their lines found and their fix chosen. */
export function codingProgress(challenges: Challenge[]): { found: number; fixed: number; total: number } {
  const coding = challenges.filter((challenge) => challenge.hasCodingChallenge);
  const status = (challenge: Challenge) => challenge.codingChallengeStatus ?? 0;
  return { found: coding.filter((challenge) => status(challenge) >= 1).length, fixed: coding.filter((challenge) => status(challenge) === 2).length, total: coding.length };
}
