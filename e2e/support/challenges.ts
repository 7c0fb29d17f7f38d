import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Solver helpers for journeys: assert through the public API that a challenge got solved.
 * Lookups by key (GET /api/Challenges/?key=…) never solve anything themselves.
 */
export interface ChallengeAnswer {
  key: string;
  name: string;
  category: string;
  difficulty: number;
  solved: boolean;
}

export async function challengeState(request: APIRequestContext, baseURL: string, key: string): Promise<ChallengeAnswer> {
  const response = await request.get(`${baseURL}/api/Challenges/?key=${encodeURIComponent(key)}`);
  expect(response.ok(), `GET /api/Challenges?key=${key}`).toBe(true);
  const [challenge] = (await response.json()).data as ChallengeAnswer[];
  if (!challenge) throw new Error(`The shop has no challenge with key ${key}`);
  return challenge;
}

/** The challenges matching a filter (a filtered read is a lookup: it solves nothing). */
export async function challengesWhere(request: APIRequestContext, baseURL: string, filter: { difficulty?: number; category?: string }): Promise<ChallengeAnswer[]> {
  const query = new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)]));
  const response = await request.get(`${baseURL}/api/Challenges/?${query.toString()}`);
  expect(response.ok(), `GET /api/Challenges?${query.toString()}`).toBe(true);
  return (await response.json()).data as ChallengeAnswer[];
}

/**
 * How many challenges the catalogue holds, counted difficulty by difficulty (reading the
 * whole list at once would solve the score board). Journeys use it instead of a fixed number,
 * so that adding challenges does not break them.
 */
export async function catalogueTotal(request: APIRequestContext, baseURL: string): Promise<number> {
  const tiers = await Promise.all([1, 2, 3, 4, 5, 6].map((difficulty) => challengesWhere(request, baseURL, { difficulty })));
  return tiers.reduce((sum, tier) => sum + tier.length, 0);
}

/** Waits (briefly) until the shop reports the challenge solved. */
export async function expectSolved(request: APIRequestContext, baseURL: string, key: string): Promise<void> {
  await expect.poll(async () => (await challengeState(request, baseURL, key)).solved, { message: `challenge ${key} solved`, timeout: 10_000 }).toBe(true);
}

export async function expectNotSolved(request: APIRequestContext, baseURL: string, key: string): Promise<void> {
  expect((await challengeState(request, baseURL, key)).solved, `challenge ${key} still unsolved`).toBe(false);
}

/**
 * How many challenges the shop's catalogue holds (optionally of one difficulty and category),
 * so journeys do not break when challenges are added. Filtered lookups never solve anything.
 */
export async function challengeCount(request: APIRequestContext, baseURL: string, filter: { difficulty?: number; category?: string } = {}): Promise<number> {
  const difficulties = filter.difficulty ? [filter.difficulty] : [1, 2, 3, 4, 5, 6];
  const category = filter.category ? `&category=${encodeURIComponent(filter.category)}` : '';
  let count = 0;
  for (const difficulty of difficulties) {
    const response = await request.get(`${baseURL}/api/Challenges/?difficulty=${difficulty}${category}`);
    expect(response.ok(), `GET /api/Challenges?difficulty=${difficulty}`).toBe(true);
    count += ((await response.json()).data as unknown[]).length;
  }
  return count;
}

/** The solved ones among the given keys, sorted. */
export async function solvedAmong(request: APIRequestContext, baseURL: string, keys: string[]): Promise<string[]> {
  const states = await Promise.all(keys.map((key) => challengeState(request, baseURL, key)));
  return states.filter((state) => state.solved).map((state) => state.key).sort();
}

/**
 * A progress code for the given challenge ids, made the way a trainee would: with the
 * shop's published encoding recipe (here taken from the built server).
 */
export function forgeContinueCode(ids: number[]): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const recipe = require(path.join(__dirname, '..', '..', 'server', 'dist', 'features', 'challenges', 'continue-code.js')) as {
    encodeContinueCode: (ids: number[]) => string;
  };
  return recipe.encodeContinueCode(ids);
}

export interface CatalogueEntry {
  id: number;
  key: string;
  name: string;
  category: string;
  difficulty: number;
  tutorialOrder?: number | null;
}

/** The shop's catalogue, from the built server (counting through the API would solve the score board). */
export function catalogue(): CatalogueEntry[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(path.join(__dirname, '..', '..', 'server', 'dist', 'features', 'challenges', 'catalogue.js')) as { CHALLENGES: CatalogueEntry[] };
  return module.CHALLENGES;
}

/** How many challenges the shop has, optionally only of one difficulty and category. */
export function catalogueSize(filter: Partial<Pick<CatalogueEntry, 'category' | 'difficulty'>> = {}): number {
  return catalogue().filter(
    (challenge) => (filter.difficulty === undefined || challenge.difficulty === filter.difficulty) && (filter.category === undefined || challenge.category === filter.category),
  ).length;
}
