import { parse } from 'yaml';
import { startTestShop, type TestShop } from './helpers';
import { CHALLENGES } from '../src/features/challenges/catalogue';
import { challengeTexts } from '../src/i18n/server-texts';

interface Hint {
  id: number;
  ChallengeId: number;
  text: string;
  order: number;
  unlocked: boolean;
}

let shop: TestShop;
beforeEach(async () => {
  shop = await startTestShop();
});
afterEach(() => shop.close());

describe('hints (GET /api/Hints, PUT /api/Hints/:id)', () => {

  const hints = async (query = '', headers: Record<string, string> = {}) => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/Hints${query}`, headers });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; data: Hint[] };
    expect(body.status).toBe('success');
    return body.data;
  };
  const unlock = (id: number | string, payload: unknown = { unlocked: true }) => shop.app.inject({ method: 'PUT', url: `/api/Hints/${id}`, payload: payload as Record<string, unknown> });

  it("lists several hints per challenge in the best-known shop's shape, in order, none revealed yet", async () => {
    const all = await hints();
    for (const hint of all) expect(Object.keys(hint).sort()).toEqual(['ChallengeId', 'id', 'order', 'text', 'unlocked']);
    expect(all.every((hint) => hint.unlocked === false)).toBe(true);
    for (const challenge of CHALLENGES) {
      const own = all.filter((hint) => hint.ChallengeId === challenge.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.map((hint) => hint.order)).toEqual(own.map((_, index) => index + 1));
      expect(own.map((hint) => hint.text)).toEqual(challengeTexts(challenge.key, 'en').hints);
      for (const hint of own) expect(hint.id).toBe(challenge.id * 10 + hint.order);
    }
    expect(new Set(all.map((hint) => hint.id)).size).toBe(all.length);
  });

  it("speaks the language asked for (?lang, else the language cookie), as the challenge list does; the list's hint is the first", async () => {
    const scoreBoard = CHALLENGES.find((challenge) => challenge.key === 'scoreBoardChallenge')!;
    const first = (list: Hint[]) => list.find((hint) => hint.ChallengeId === scoreBoard.id && hint.order === 1)!.text;
    const german = challengeTexts('scoreBoardChallenge', 'de').hints[0];
    expect(german).not.toBe(challengeTexts('scoreBoardChallenge', 'en').hints[0]);
    expect(first(await hints('?lang=de'))).toBe(german);
    expect(first(await hints('', { cookie: 'language=de' }))).toBe(german);
    const [listed] = (await shop.app.inject({ method: 'GET', url: '/api/Challenges/?key=scoreBoardChallenge&lang=de' })).json().data;
    expect(listed.hint).toBe(german);
  });

  it('reveals a hint with the ones before it, keeps it revealed, and hides them again on a progress reset', async () => {
    const challenge = CHALLENGES.find((candidate) => candidate.key === 'continueCodeChallenge')!;
    const second = (await hints()).find((hint) => hint.ChallengeId === challenge.id && hint.order === 2)!;
    const response = await unlock(second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { ...second, unlocked: true } });
    const after = (await hints()).filter((hint) => hint.unlocked);
    expect(after.map((hint) => [hint.ChallengeId, hint.order])).toEqual([
      [challenge.id, 1],
      [challenge.id, 2],
    ]);
    // Revealing it again changes nothing.
    expect((await unlock(second.id)).statusCode).toBe(200);
    expect((await hints()).filter((hint) => hint.unlocked)).toHaveLength(2);
    shop.ctx.challenges.resetProgress();
    expect((await hints()).some((hint) => hint.unlocked)).toBe(false);
  });

  it('refuses what is not a reveal (400), an unknown hint (404), and changes no text', async () => {
    const [first] = await hints();
    for (const payload of [{ unlocked: false }, { text: 'Just look at the code!' }, {}]) {
      const response = await unlock(first.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'error', error: expect.stringContaining('unlocked') });
    }
    expect((await unlock(999999)).statusCode).toBe(404);
    expect((await unlock('abc')).statusCode).toBe(400);
    expect((await unlock(first.id, { unlocked: true, text: 'Tampered' })).json().data.text).toBe(first.text);
    expect((await hints())[0].text).toBe(first.text);
  });

  it('are none where the shop hides hints (the ctf preset), so a CTF platform keeps its paid hints to itself', async () => {
    const ctf = await startTestShop({ PULP_CONFIG: 'ctf' });
    try {
      const response = await ctf.app.inject({ method: 'GET', url: '/api/Hints' });
      expect(response.json()).toEqual({ status: 'success', data: [] });
      expect((await ctf.app.inject({ method: 'PUT', url: '/api/Hints/11', payload: { unlocked: true } })).statusCode).toBe(404);
    } finally {
      await ctf.close();
    }
  });
});

describe('the FBCTF country mapping as YAML (GET /rest/country-mapping.yml)', () => {
  it('holds the JSON mapping under ctf.countryMapping, as CTF tools read it', async () => {
    const yaml = await shop.app.inject({ method: 'GET', url: '/rest/country-mapping.yml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8');
    const json = (await shop.app.inject({ method: 'GET', url: '/rest/country-mapping' })).json();
    expect(parse(yaml.body)).toEqual({ ctf: { countryMapping: json } });
    expect(Object.keys(json)).toHaveLength(CHALLENGES.length);
    expect(json.scoreBoardChallenge).toEqual({ name: 'Brazil', code: 'BR' });
  });
});

describe('paths with doubled slashes', () => {
  it('reach their routes: tools join a base address that ends in a slash with their paths', async () => {
    for (const url of ['//api/Challenges', '//api/Hints', '/rest//country-mapping.yml']) expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
