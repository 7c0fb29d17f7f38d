import type { Challenge } from '@pulp/shared';

let nextId = 1;

/** A challenge as GET /api/Challenges sends it, with what a test needs changed. */
export function challenge(overrides: Partial<Challenge> & { key: string }): Challenge {
  return {
    id: nextId++,
    name: overrides.key,
    category: 'Miscellaneous',
    difficulty: 1,
    description: `Description of ${overrides.key}`,
    hint: null,
    hintUrl: null,
    mitigation: null,
    solved: false,
    disabledEnv: null,
    hasTutorial: Boolean(overrides.tutorialOrder),
    tutorialOrder: null,
    ...overrides,
  };
}

/** An in-memory stand-in for local storage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key: string) => data.get(key) ?? null,
    set: (key: string, value: string) => void data.set(key, value),
    remove: (key: string) => void data.delete(key),
  };
}
