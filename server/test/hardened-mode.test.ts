import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCheckedShop } from './contract-answers';
import { loadConfiguration } from '../src/config/configuration';
import { settingsFromEnv } from '../src/config/settings';
import { DEMO, startTestShop, type TestShop } from './helpers';
import { JONAS } from './shop-helpers';
import { expectNotSolved, expectSolved } from './challenges';

/**
 * Hardened mode as a trainer switches it (docs/training.md, "Hardened mode"): the preset hardens every
 * challenge, a list in challenges.hardened only the keys it names, and a key the shop does not
 * know stops the start with a sentence saying so.
 */
function presetFile(content: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-hardened-preset-')), 'preset.json');
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('the hardened configuration', () => {
  it('is "all" in the hardened preset and absent in the default one; the shell reads it with the rest of the configuration', async () => {
    expect(loadConfiguration('hardened').challenges.hardened).toBe('all');
    expect(loadConfiguration('default').challenges.hardened).toBeUndefined();
    const shop = await startTestShop({ PULP_CONFIG: presetFile({ challenges: { hardened: ['redirectChallenge'] } }) });
    try {
      const config = (await shop.app.inject({ method: 'GET', url: '/rest/admin/application-configuration' })).json().config;
      expect(config.challenges.hardened).toEqual(['redirectChallenge']);
    } finally {
      await shop.close();
    }
  });

  it('refuses a list with a key that is no challenge, and a value that is no list', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-hardened-typo-'));
    try {
      await expect(buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: dataDir, PORT: '0', PULP_CONFIG: presetFile({ challenges: { hardened: ['redirectChalenge'] } }) }))).rejects.toThrow(
        'challenges.hardened names redirectChalenge, which is no challenge key of this shop',
      );
      expect(() => loadConfiguration(presetFile({ challenges: { hardened: 'some' } }))).toThrow(/challenges.hardened must be "all" or a list of challenge keys/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('one challenge hardened at a time', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ PULP_CONFIG: presetFile({ challenges: { hardened: ['redirectChallenge', 'negativeOrderChallenge'] } }) });
  });
  afterAll(() => shop.close());

  it('runs the fix of the listed server spot and leaves the others as they are', async () => {
    const bypass = await shop.app.inject({ method: 'GET', url: `/redirect?to=${encodeURIComponent('https://elsewhere.example/?from=https://pulp-shop.example/merchandise')}` });
    expect(bypass.statusCode).toBe(406);
    await expectNotSolved(shop, 'redirectChallenge');
    // Not listed: another customer's basket still opens.
    const demo = await shop.login(DEMO.email, DEMO.password);
    const jonas = await shop.login(JONAS.email, JONAS.password);
    expect((await shop.app.inject({ method: 'GET', url: `/rest/basket/${jonas.bid}`, headers: demo.headers })).statusCode).toBe(200);
    await expectSolved(shop, 'basketAccessChallenge');
  });

  it('checks a listed contract spot with its strict schema, for this shop only', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const added = await shop.app.inject({ method: 'POST', url: '/api/BasketItems', headers: demo.headers, payload: { ProductId: 2, BasketId: demo.bid, quantity: 1 } });
    expect(added.statusCode).toBe(200);
    const item = added.json().data.id as number;
    const negative = await shop.app.inject({ method: 'PUT', url: `/api/BasketItems/${item}`, headers: demo.headers, payload: { quantity: -3 } });
    expect(negative.statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'PUT', url: `/api/BasketItems/${item}`, headers: demo.headers, payload: { quantity: 2 } })).statusCode).toBe(200);
    // A default shop in the same process still takes the negative quantity: the setting is per shop.
    const plain = await startTestShop();
    try {
      const session = await plain.login(DEMO.email, DEMO.password);
      const line = (await plain.app.inject({ method: 'POST', url: '/api/BasketItems', headers: session.headers, payload: { ProductId: 2, BasketId: session.bid, quantity: 1 } })).json().data.id as number;
      expect((await plain.app.inject({ method: 'PUT', url: `/api/BasketItems/${line}`, headers: session.headers, payload: { quantity: -3 } })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
