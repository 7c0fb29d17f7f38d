import Hashids from 'hashids';
import { CHALLENGES } from '../../src/features/challenges/catalogue';
import { REFERENCE_CHALLENGE_KEYS } from '../../src/features/challenges/reference-ids';
import { startTestShop, type TestShop } from '../helpers';
import { expectNotSolved, expectSolved } from '../challenges';

/**
 * MultiJuicer's progress watchdog, step by step as its sources do it: every minute it reads
 * GET /api/challenges of each team's shop, keeps the solved keys with their `updatedAt` (sorted by
 * key, descending) in an annotation, and when a new pod has lost some of them it builds a code of
 * the best-known shop's format from its own key → id table (0 for a key it does not know) and
 * sends PUT /rest/continue-code/apply/<code>, ignoring the answer.
 */
const WATCHDOG_HASHIDS = new Hashids('this is my salt', 60, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890');

/** Entries of the watchdog's table, written out here to check Pulp's copy against. */
const WATCHDOG_IDS: Record<string, number> = {
  restfulXssChallenge: 1,
  errorHandlingChallenge: 26,
  continueCodeChallenge: 40,
  loginAdminChallenge: 44,
  scoreBoardChallenge: 74,
  securityPolicyChallenge: 75,
  csafChallenge: 107,
};

interface ProgressEntry {
  id: number;
  key: string;
  name: string;
  category: string;
  difficulty: number;
  description: string;
  solved: boolean;
  updatedAt: string | null;
}

interface WatchdogStatus {
  key: string;
  solvedAt: string;
}

async function watchdogReads(shop: TestShop): Promise<WatchdogStatus[]> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/challenges' });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { status: string; data: ProgressEntry[] };
  expect(body.status).toBe('success');
  return body.data
    .filter((challenge) => challenge.solved)
    .map((challenge) => ({ key: challenge.key, solvedAt: challenge.updatedAt ?? '' }))
    .sort((a, b) => b.key.localeCompare(a.key));
}

function watchdogCode(statuses: WatchdogStatus[]): string {
  const table = new Map(REFERENCE_CHALLENGE_KEYS.map((key, index) => [key, index + 1]));
  return WATCHDOG_HASHIDS.encode(statuses.map((status) => table.get(status.key) ?? 0));
}

function apply(shop: TestShop, code: string) {
  return shop.app.inject({ method: 'PUT', url: `/rest/continue-code/apply/${code}` });
}

describe('MultiJuicer', () => {
  it("numbers challenges as its progress watchdog does (the best-known shop's 107 ids)", () => {
    expect(REFERENCE_CHALLENGE_KEYS).toHaveLength(107);
    expect(new Set(REFERENCE_CHALLENGE_KEYS).size).toBe(107);
    for (const [key, id] of Object.entries(WATCHDOG_IDS)) expect({ key, id: REFERENCE_CHALLENGE_KEYS.indexOf(key) + 1 }).toEqual({ key, id });
    // The watchdog's own example code for the other shop's challenge #999 (the Imaginary Challenge there).
    expect(WATCHDOG_HASHIDS.encode([999])).toBe('69OxrZ8aJEgxONZyWoz1Dw4BvXmRGkM6Ae9M7k2rK63YpqQLPjnlb5V5LvDj');
  });

  it('reads GET /api/challenges: every challenge with the fields the watchdog parses, solving nothing', async () => {
    const shop = await startTestShop();
    try {
      shop.ctx.challenges.solve('securityPolicyChallenge');
      const response = await shop.app.inject({ method: 'GET', url: '/api/challenges' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const { status, data } = response.json() as { status: string; data: ProgressEntry[] };
      expect(status).toBe('success');
      expect(data.map((challenge) => challenge.key).sort()).toEqual(CHALLENGES.map((challenge) => challenge.key).sort());
      for (const challenge of data) {
        // Go's decoder fails the whole answer on a wrong type: ints, strings and a boolean.
        expect(Number.isInteger(challenge.id) && Number.isInteger(challenge.difficulty)).toBe(true);
        for (const text of [challenge.key, challenge.name, challenge.category, challenge.description]) expect(typeof text).toBe('string');
        expect(typeof challenge.solved).toBe('boolean');
        expect(challenge.updatedAt === null).toBe(!challenge.solved);
      }
      const solved = data.filter((challenge) => challenge.solved);
      expect(solved.map((challenge) => challenge.key)).toEqual(['securityPolicyChallenge']);
      expect(new Date(solved[0].updatedAt as string).toISOString()).toBe(solved[0].updatedAt);
      // The same answer a minute later (the watchdog compares them), and still no Score Board.
      expect((await shop.app.inject({ method: 'GET', url: '/api/challenges' })).json()).toEqual(response.json());
      await expectNotSolved(shop, 'scoreBoardChallenge');
    } finally {
      await shop.close();
    }
  });

  it("restores a team's progress into a replaced pod from the watchdog's code: the shared challenges, not the rest", async () => {
    const lost = await startTestShop();
    const replaced = await startTestShop();
    try {
      const shared = ['errorHandlingChallenge', 'loginAdminChallenge', 'scoreBoardChallenge', 'securityPolicyChallenge'];
      const pulpOnly = 'loginJonasChallenge';
      expect(REFERENCE_CHALLENGE_KEYS).not.toContain(pulpOnly);
      for (const key of [...shared, pulpOnly]) lost.ctx.challenges.solve(key);
      const annotation = await watchdogReads(lost);
      expect(annotation.map((status) => status.key).sort()).toEqual([...shared, pulpOnly].sort());

      // The new pod has nothing: the watchdog sees solves missing and applies its code.
      expect(await watchdogReads(replaced)).toEqual([]);
      const code = watchdogCode(annotation);
      expect(WATCHDOG_HASHIDS.decode(code).map(Number)).toContain(0);
      const response = await apply(replaced, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'success', restored: shared.length });

      const after = await watchdogReads(replaced);
      expect(after.map((status) => status.key).sort()).toEqual(shared);
      for (const key of shared) await expectSolved(replaced, key);
      await expectNotSolved(replaced, pulpOnly);
      // Applying the same code again (the next minute) restores nothing new and is still fine.
      expect((await apply(replaced, code)).json()).toMatchObject({ status: 'success', restored: 0 });
    } finally {
      await lost.close();
      await replaced.close();
    }
  });

  it("takes codes of the other shop's format that hold nothing Pulp has, and refuses broken ones", async () => {
    const shop = await startTestShop();
    try {
      // Every challenge of the other shop's id table has a Pulp version, so each of its ids restores one.
      const pulpKeys = new Set(CHALLENGES.map((challenge) => challenge.key));
      expect(REFERENCE_CHALLENGE_KEYS.filter((key) => !pulpKeys.has(key))).toEqual([]);
      // Only keys the watchdog did not know (id 0), ids past the table.
      const pastTable = REFERENCE_CHALLENGE_KEYS.length + 1;
      for (const code of [WATCHDOG_HASHIDS.encode([0]), WATCHDOG_HASHIDS.encode([pastTable]), WATCHDOG_HASHIDS.encode([pastTable, pastTable + 40, 500])]) {
        const response = await apply(shop, code);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: 'success', restored: 0 });
      }
      // The other shop's famous code for its challenge #999 restores nothing and solves nothing:
      // Pulp's Imaginary Challenge wants a code of Pulp's own recipe.
      const phantom = await apply(shop, WATCHDOG_HASHIDS.encode([999]));
      expect(phantom.statusCode).toBe(200);
      await expectNotSolved(shop, 'continueCodeChallenge');
      const code = WATCHDOG_HASHIDS.encode([74]);
      for (const bad of [code.slice(0, -1), code.slice(0, 20) + (code[20] === 'a' ? 'b' : 'a') + code.slice(21)]) {
        const response = await apply(shop, bad);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: 'error', error: 'Invalid continue code.' });
      }
      await expectNotSolved(shop, 'scoreBoardChallenge');
    } finally {
      await shop.close();
    }
  });
});
