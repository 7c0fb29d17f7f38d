import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Hashids from 'hashids';
import { CHALLENGES } from '../../src/features/challenges/catalogue';
import { loadConfiguration } from '../../src/config/configuration';
import { NUMBERINGS, numberingKeys } from '../../src/features/challenges/multijuicer/numbering';
import { startTestShop, type TestShop } from '../helpers';
import { expectNotSolved, expectSolved } from '../challenges';
import { startReceiver } from './receiver';

/**
 * MultiJuicer's progress watchdog, step by step as its sources do it: every minute it reads
 * GET /api/challenges of each team's shop, keeps the solved keys with their `updatedAt` (sorted by
 * key, descending) in an annotation, and when a new pod has lost some of them it builds a code of
 * the best-known shop's format, each key numbered by its position (from 1) in the challenge list
 * its image carries (0 for a key not in it), and sends PUT /rest/continue-code/apply/<code>,
 * ignoring the answer. Then it reads GET /api/challenges again and writes that into the annotation.
 */
const WATCHDOG_HASHIDS = new Hashids('this is my salt', 60, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890');

/**
 * Positions read in the challenge list at the best-known shop's tags (data/static/challenges.yml),
 * written out here to check Pulp's data file against; the 14.2.1 list is also MultiJuicer's fixed
 * table before 7.3, the 17.0.0 list its fixed table of 7.3.
 */
const READ: Record<string, { length: number; positions: Record<string, number> }> = {
  '20.2.0': { length: 113, positions: { passwordHashLeakChallenge: 1, loginAdminChallenge: 45, scoreBoardChallenge: 75, zeroStarsChallenge: 94, csafChallenge: 107, systemPromptExtractionChallenge: 113 } },
  '20.0.0': { length: 112, positions: { passwordHashLeakChallenge: 1, loginAdminChallenge: 45, scoreBoardChallenge: 75, zeroStarsChallenge: 94, aiDebuggingChallenge: 112 } },
  '19.1.1': { length: 110, positions: { restfulXssChallenge: 1, loginAdminChallenge: 44, scoreBoardChallenge: 74, zeroStarsChallenge: 93, leakedApiKeyChallenge: 110 } },
  '17.2.0': { length: 109, positions: { restfulXssChallenge: 1, loginAdminChallenge: 44, scoreBoardChallenge: 74, zeroStarsChallenge: 93, exposedCredentialsChallenge: 109 } },
  '17.0.0': { length: 107, positions: { restfulXssChallenge: 1, errorHandlingChallenge: 26, continueCodeChallenge: 40, loginAdminChallenge: 44, scoreBoardChallenge: 74, securityPolicyChallenge: 75, zeroStarsChallenge: 92, csafChallenge: 107 } },
  '14.2.1': { length: 100, positions: { restfulXssChallenge: 1, loginAdminChallenge: 39, scoreBoardChallenge: 69, zeroStarsChallenge: 87 } },
};

/** The three challenges of the scenario trainers met: a team had solved these when its pod was replaced. */
const THREE = ['loginAdminChallenge', 'scoreBoardChallenge', 'zeroStarsChallenge'];

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

/** The watchdog's code for solved keys, numbered by the challenge list its image carries. */
function watchdogCode(keys: string[], list: readonly string[]): string {
  const numbers = new Map(list.map((key, index) => [key, index + 1]));
  return WATCHDOG_HASHIDS.encode(keys.map((key) => numbers.get(key) ?? 0));
}

function apply(shop: TestShop, code: string) {
  return shop.app.inject({ method: 'PUT', url: `/rest/continue-code/apply/${code}` });
}

const solvedKeys = async (shop: TestShop) => (await watchdogReads(shop)).map((status) => status.key).sort();

const madeDirs: string[] = [];
afterAll(() => {
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A shop whose configuration overrides the default with `overrides` (a preset file of the test's own). */
async function shopWith(overrides: object): Promise<TestShop> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-mj-preset-'));
  madeDirs.push(dir);
  const file = path.join(dir, 'preset.json');
  fs.writeFileSync(file, JSON.stringify(overrides));
  return startTestShop({ PULP_CONFIG: file });
}

const numberedBy = (version: string) => shopWith({ multiJuicer: { progressCodeNumbering: version } });

describe('MultiJuicer', () => {
  it("numbers challenges as each MultiJuicer release's watchdog does; by default as the current release (10.3.0) does", () => {
    for (const [version, { length, positions }] of Object.entries(READ)) {
      const keys = numberingKeys(version);
      expect({ version, length: keys.length, distinct: new Set(keys).size }).toEqual({ version, length, distinct: length });
      for (const [key, position] of Object.entries(positions)) expect({ version, key, position: keys.indexOf(key) + 1 }).toEqual({ version, key, position });
    }
    // Each MultiJuicer release has one numbering; the setting takes a tag with or without its v.
    const releases = NUMBERINGS.flatMap((numbering) => numbering.multiJuicerReleases);
    expect(new Set(releases).size).toBe(releases.length);
    expect(numberingKeys('v17.1.1')).toBe(numberingKeys('17.0.0'));
    const setting = loadConfiguration('default').multiJuicer.progressCodeNumbering;
    expect(NUMBERINGS.find((numbering) => numbering.referenceVersions.includes(setting))?.multiJuicerReleases).toContain('10.3.0');
    expect(numberingKeys(setting)).toBe(numberingKeys('20.1.0'));
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

  it("restores exactly Score Board, Login Admin and Zero Stars from today's watchdog's code, and the watchdog then writes back those three", async () => {
    const lost = await startTestShop();
    const replaced = await startTestShop();
    try {
      for (const key of THREE) lost.ctx.challenges.solve(key);
      const annotation = (await watchdogReads(lost)).map((status) => status.key);
      expect(annotation).toEqual([...THREE].sort().reverse());
      const code = watchdogCode(annotation, numberingKeys('20.2.0'));
      expect(WATCHDOG_HASHIDS.decode(code).map(Number)).toEqual([94, 75, 45]);

      const response = await apply(replaced, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'success', restored: 3 });
      // What the watchdog reads next and writes into the team's record: the same three keys.
      expect(await solvedKeys(replaced)).toEqual(THREE);
      for (const key of THREE) await expectSolved(replaced, key);
      for (const key of ['loginAmyChallenge', 'securityPolicyChallenge', 'svgInjectionChallenge']) await expectNotSolved(replaced, key);
      // The next minute the lists agree (no code), and applying the code again changes nothing.
      expect(watchdogCode((await watchdogReads(replaced)).map((status) => status.key), numberingKeys('20.2.0'))).toBe(code);
      expect((await apply(replaced, code)).json()).toMatchObject({ status: 'success', restored: 0 });
      expect(await solvedKeys(replaced)).toEqual(THREE);
    } finally {
      await lost.close();
      await replaced.close();
    }
  });

  it("posts to MultiJuicer's webhook only what the team solves after the restore, by key", async () => {
    const receiver = await startReceiver([]);
    const replaced = await startTestShop({ SOLUTIONS_WEBHOOK: receiver.url });
    try {
      expect((await apply(replaced, watchdogCode(THREE, numberingKeys('20.2.0')))).json()).toMatchObject({ restored: 3 });
      // A solve after the restore: the first POST (restores, sent earlier, would come before it),
      // with its key; MultiJuicer adds it to the three it has.
      await replaced.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
      await receiver.until(1);
      expect(receiver.received.map((post) => (post.body as { solution: { challenge: string } }).solution.challenge)).toEqual(['securityPolicyChallenge']);
      expect(await solvedKeys(replaced)).toEqual([...THREE, 'securityPolicyChallenge'].sort());
    } finally {
      await replaced.close();
      await receiver.close();
    }
  });

  it("keeps an older MultiJuicer's numbering behind multiJuicer.progressCodeNumbering", async () => {
    const older = await numberedBy('17.0.0');
    try {
      // A 7.3 or 8.0 watchdog numbers the three 44, 74 and 92: a shop set for it restores exactly them.
      const olderCode = watchdogCode(THREE, numberingKeys('17.0.0'));
      expect(WATCHDOG_HASHIDS.decode(olderCode).map(Number)).toEqual([44, 74, 92]);
      expect((await apply(older, olderCode)).json()).toMatchObject({ status: 'success', restored: 3 });
      expect(await solvedKeys(older)).toEqual(THREE);
      // Today's watchdog numbers them 45, 75 and 94, which are other challenges in that list: a
      // shop set for the wrong release restores the wrong ones (as Pulp did before it was set).
      await older.app.inject({ method: 'POST', url: '/rest/admin/reset', payload: { scope: 'progress' }, headers: (await older.login('admin@pulp.shop', 'admin123')).headers });
      expect(await solvedKeys(older)).toEqual([]);
      expect((await apply(older, watchdogCode(THREE, numberingKeys('20.2.0')))).json()).toMatchObject({ status: 'success', restored: 3 });
      expect(await solvedKeys(older)).toEqual(['loginAmyChallenge', 'securityPolicyChallenge', 'svgInjectionChallenge']);
    } finally {
      await older.close();
    }
  });

  it("restores, in every supported numbering, exactly the solved challenges Pulp shares with the watchdog's list", async () => {
    const lost = await startTestShop();
    try {
      for (const challenge of CHALLENGES) lost.ctx.challenges.solve(challenge.key);
      const annotation = (await watchdogReads(lost)).map((status) => status.key);
      expect(annotation).toHaveLength(CHALLENGES.length);
      for (const numbering of NUMBERINGS) {
        const version = numbering.referenceVersions[0];
        const replaced = await numberedBy(version);
        try {
          const shared = annotation.filter((key) => numbering.keys.includes(key)).sort();
          const code = watchdogCode(annotation, numbering.keys);
          // Pulp's challenges outside the list are 0 in the watchdog's code and stay unsolved.
          expect(WATCHDOG_HASHIDS.decode(code).map(Number).filter((id) => id === 0)).toHaveLength(annotation.length - shared.length);
          const response = await apply(replaced, code);
          expect({ version, status: response.statusCode, restored: response.json().restored }).toEqual({ version, status: 200, restored: shared.length });
          expect({ version, solved: await solvedKeys(replaced) }).toEqual({ version, solved: shared });
        } finally {
          await replaced.close();
        }
      }
    } finally {
      await lost.close();
    }
  });

  it("numbers by a challenge list file: the /challenges.json of the trainer's own MultiJuicer image", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-mj-list-'));
    const file = path.join(dir, 'challenges.json');
    // A list in another order, with a key Pulp does not have, and the other fields such a file has.
    const list = ['zeroStarsChallenge', 'someNewChallenge', 'scoreBoardChallenge', 'loginAdminChallenge'];
    fs.writeFileSync(file, JSON.stringify(list.map((key, index) => ({ name: `Challenge ${index}`, key, difficulty: 1 }))));
    const shop = await shopWith({ multiJuicer: { progressCodeNumbering: file } });
    try {
      const response = await apply(shop, WATCHDOG_HASHIDS.encode([1, 2, 3, 4]));
      expect(response.json()).toMatchObject({ status: 'success', restored: 3 });
      expect(await solvedKeys(shop)).toEqual(THREE);
    } finally {
      await shop.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("tells the shell where MultiJuicer's notifications are only when configured, and nothing of the numbering", async () => {
    const plain = await startTestShop();
    const underMultiJuicer = await shopWith({ multiJuicer: { notifications: '/multi-juicer/api/notifications', progressCodeNumbering: '17.0.0' } });
    try {
      const configOf = async (shop: TestShop) => (await shop.app.inject({ method: 'GET', url: '/rest/admin/application-configuration' })).json().config;
      expect((await configOf(plain)).multiJuicer).toEqual({ notifications: null });
      expect((await configOf(underMultiJuicer)).multiJuicer).toEqual({ notifications: '/multi-juicer/api/notifications' });
    } finally {
      await plain.close();
      await underMultiJuicer.close();
    }
  });

  it('refuses to start on a numbering it does not know, a file that is no challenge list, or a notifications path of another origin', async () => {
    await expect(numberedBy('21.0.0')).rejects.toThrow(/multiJuicer.progressCodeNumbering "21.0.0" is neither a known release of the challenge list \(20.1.0, .*14.2.1\) nor a .json file/);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-mj-list-'));
    try {
      const file = path.join(dir, 'challenges.json');
      fs.writeFileSync(file, JSON.stringify({ challenges: [] }));
      await expect(numberedBy(file)).rejects.toThrow(/is not a challenge list/);
      await expect(numberedBy(path.join(dir, 'missing.json'))).rejects.toThrow(/could not be read/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    await expect(shopWith({ multiJuicer: null })).rejects.toThrow(/multiJuicer must be an object/);
    for (const notifications of ['https://balancer.example/multi-juicer/api/notifications', '//balancer.example/x', 'multi-juicer/api/notifications', 42]) {
      await expect(shopWith({ multiJuicer: { notifications } })).rejects.toThrow(/multiJuicer.notifications must be null or a path on the shop's origin/);
    }
  });

  it("takes codes of the other shop's format that hold nothing Pulp has, and refuses broken ones", async () => {
    const shop = await startTestShop();
    try {
      // Only keys the watchdog did not know (id 0), numbers past its list.
      const pastList = numberingKeys('20.2.0').length + 1;
      for (const code of [WATCHDOG_HASHIDS.encode([0]), WATCHDOG_HASHIDS.encode([pastList]), WATCHDOG_HASHIDS.encode([pastList, pastList + 40, 500])]) {
        const response = await apply(shop, code);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: 'success', restored: 0 });
      }
      // The other shop's challenges Pulp has no version of (its chatbot and AI ones) restore nothing.
      const list = numberingKeys('20.2.0');
      const theirsOnly = list.filter((key) => !CHALLENGES.some((challenge) => challenge.key === key));
      expect(theirsOnly.length).toBeGreaterThan(0);
      expect((await apply(shop, watchdogCode(theirsOnly, list))).json()).toMatchObject({ status: 'success', restored: 0 });
      // The other shop's famous code for its challenge #999 restores nothing and solves nothing:
      // Pulp's Imaginary Challenge wants a code of Pulp's own recipe.
      const phantom = await apply(shop, WATCHDOG_HASHIDS.encode([999]));
      expect(phantom.statusCode).toBe(200);
      await expectNotSolved(shop, 'continueCodeChallenge');
      const code = WATCHDOG_HASHIDS.encode([75]);
      for (const bad of [code.slice(0, -1), code.slice(0, 20) + (code[20] === 'a' ? 'b' : 'a') + code.slice(21)]) {
        const response = await apply(shop, bad);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: 'error', error: 'Invalid continue code.' });
      }
      await expectNotSolved(shop, 'scoreBoardChallenge');
      expect(await solvedKeys(shop)).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
