import { CHALLENGES } from '../src/features/challenges/catalogue';
import { TAGS, type Tag } from '../src/features/challenges/definitions';
import type { ChallengeView } from '../src/features/challenges/engine';
import { startTestShop, type TestShop } from './helpers';

/** The challenges that can harm the machine they run on (the reference shop's 'Danger Zone'). */
const DANGER_ZONE = [
  'restfulXssChallenge',
  'fileWriteChallenge',
  'rceChallenge',
  'rceOccupyChallenge',
  'usernameXssChallenge',
  'persistedXssUserChallenge',
  'httpHeaderXssChallenge',
  'noSqlCommandChallenge',
  'noSqlOrdersChallenge',
  'reflectedXssChallenge',
  'sstiChallenge',
  'persistedXssFeedbackChallenge',
  'videoXssChallenge',
  'xxeFileDisclosureChallenge',
  'xxeDosChallenge',
  'ssrfChallenge',
];

const tagsOf = (key: string): Tag[] => CHALLENGES.find((challenge) => challenge.key === key)?.tags ?? [];

describe('challenge tags', () => {
  it('uses only the known tags, each at most once per challenge', () => {
    for (const challenge of CHALLENGES) {
      const tags = challenge.tags ?? [];
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) expect(TAGS).toContain(tag);
    }
  });

  it("tags exactly the challenges with a tutorial 'Tutorial'", () => {
    for (const challenge of CHALLENGES) expect([challenge.key, tagsOf(challenge.key).includes('Tutorial')]).toEqual([challenge.key, Boolean(challenge.tutorialOrder)]);
  });

  it.each(DANGER_ZONE)("tags %s 'Danger Zone'", (key) => {
    expect(CHALLENGES.map((challenge) => challenge.key)).toContain(key);
    expect(tagsOf(key)).toContain('Danger Zone');
  });
});

describe('GET /api/Challenges', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  async function one(key: string): Promise<ChallengeView> {
    const response = await shop.app.inject({ method: 'GET', url: `/api/Challenges?key=${key}` });
    expect(response.statusCode).toBe(200);
    const [challenge] = response.json().data as ChallengeView[];
    return challenge;
  }

  it('gives the tags as one comma-separated text, as the reference shop does', async () => {
    const localXss = await one('localXssChallenge');
    expect(localXss.tags?.split(',')).toContain('Tutorial');
    expect(localXss.tags).toBe(tagsOf('localXssChallenge').join(','));
  });

  it('gives null for a challenge without tags', async () => {
    const untagged = CHALLENGES.find((challenge) => !challenge.tags?.length);
    expect(untagged).toBeDefined();
    expect((await one(untagged?.key ?? '')).tags).toBeNull();
  });
});
