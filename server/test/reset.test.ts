import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildCheckedShop } from './contract-answers';
import { settingsFromEnv } from '../src/config/settings';
import { resetStoppedShop } from '../src/features/reset/reset';
import { ADMIN, DEMO, startTestShop, type TestShop } from './helpers';
import { expectNotSolved, expectSolved } from './challenges';

describe('admin reset of a running shop', () => {
  let shop: TestShop;
  beforeEach(async () => {
    shop = await startTestShop();
  });
  afterEach(async () => {
    await shop.close();
  });

  const reset = (headers: Record<string, string>, payload?: Record<string, string>) =>
    shop.app.inject(payload === undefined ? { method: 'POST', url: '/rest/admin/reset', headers } : { method: 'POST', url: '/rest/admin/reset', headers, payload });

  it('is for admins only', async () => {
    expect((await reset({}, { scope: 'progress' })).statusCode).toBe(401);
    const customer = await shop.login(DEMO.email, DEMO.password);
    expect((await reset(customer.headers, { scope: 'all' })).statusCode).toBe(403);
    const admin = await shop.login(ADMIN.email, ADMIN.password);
    expect((await reset(admin.headers, { scope: 'everything' })).statusCode).toBe(400);
  });

  it('forgets the progress but keeps the data with scope "progress"', async () => {
    const customer = await shop.login(DEMO.email, DEMO.password);
    await shop.app.inject({ method: 'POST', url: '/api/BasketItems/', headers: customer.headers, payload: { ProductId: 2, BasketId: customer.bid, quantity: 1 } });
    shop.ctx.challenges.solve('scoreBoardChallenge');
    const admin = await shop.login(ADMIN.email, ADMIN.password);
    const response = await reset(admin.headers, { scope: 'progress' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { scope: 'progress' } });
    await expectNotSolved(shop, 'scoreBoardChallenge');
    const basket = (await shop.app.inject({ method: 'GET', url: `/rest/basket/${customer.bid}`, headers: customer.headers })).json().data;
    expect(basket.Products).toHaveLength(1);
  });

  it('restores the seed data, removes uploads and forgets progress with scope "all" (the default)', async () => {
    const customer = await shop.login(DEMO.email, DEMO.password);
    await shop.app.inject({ method: 'POST', url: '/api/BasketItems/', headers: customer.headers, payload: { ProductId: 2, BasketId: customer.bid, quantity: 1 } });
    shop.ctx.challenges.solve('scoreBoardChallenge');
    fs.mkdirSync(path.join(shop.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(shop.dataDir, 'uploads', 'complaint.pdf'), 'x');
    const keysBefore = fs.readFileSync(path.join(shop.dataDir, 'keys', 'jwt.pub'), 'utf8');

    const admin = await shop.login(ADMIN.email, ADMIN.password);
    const response = await reset(admin.headers);
    expect(response.json()).toEqual({ status: 'success', data: { scope: 'all' } });

    await expectNotSolved(shop, 'scoreBoardChallenge');
    expect(fs.existsSync(path.join(shop.dataDir, 'uploads'))).toBe(false);
    expect(fs.readFileSync(path.join(shop.dataDir, 'keys', 'jwt.pub'), 'utf8')).toBe(keysBefore);
    const again = await shop.login(DEMO.email, DEMO.password);
    const basket = (await shop.app.inject({ method: 'GET', url: `/rest/basket/${again.bid}`, headers: again.headers })).json().data;
    expect(basket.Products).toEqual([]);
    const products = (await shop.app.inject({ method: 'GET', url: '/rest/products/search?q=mango' })).json().data;
    expect(products.map((product: { name: string }) => product.name)).toContain('Mango Sunrise');
  });
});

describe('pnpm reset (a stopped shop)', () => {
  it('forgets only the progress with --progress, everything but the keys otherwise', async () => {
    const shop = await startTestShop();
    const { dataDir } = shop;
    shop.ctx.challenges.solve('scoreBoardChallenge');
    const customer = await shop.login(DEMO.email, DEMO.password);
    await shop.app.inject({ method: 'POST', url: '/api/BasketItems/', headers: customer.headers, payload: { ProductId: 2, BasketId: customer.bid, quantity: 1 } });
    await shop.ctx.io?.close();
    await shop.app.close();
    shop.ctx.db.close();
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });

    expect(resetStoppedShop(dataDir, 'progress')).toMatch(/1 solved challenges forgotten/);
    let restarted = await buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: dataDir, PORT: '0' }));
    await expectNotSolved(restarted, 'scoreBoardChallenge');
    const again = await restarted.app.inject({ method: 'POST', url: '/rest/user/login', payload: DEMO });
    const { token, bid } = again.json().authentication;
    const basket = (await restarted.app.inject({ method: 'GET', url: `/rest/basket/${bid}`, headers: { authorization: `Bearer ${token}` } })).json().data;
    expect(basket.Products).toHaveLength(1);
    restarted.ctx.challenges.solve('scoreBoardChallenge');
    await restarted.close();

    expect(resetStoppedShop(dataDir, 'all')).toMatch(/removed \d+ entries/);
    expect(fs.readdirSync(dataDir)).toEqual(['keys']);
    restarted = await buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: dataDir, PORT: '0' }));
    try {
      await expectNotSolved(restarted, 'scoreBoardChallenge');
      restarted.ctx.challenges.solve('scoreBoardChallenge');
      await expectSolved(restarted, 'scoreBoardChallenge');
    } finally {
      await restarted.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is what the reset script runs', () => {
    const script = path.join(__dirname, '..', 'scripts', 'reset.mjs');
    const dataDir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'pulp-reset-script-'));
    fs.mkdirSync(path.join(dataDir, 'keys'));
    fs.writeFileSync(path.join(dataDir, 'pulp.sqlite'), '');
    const result = spawnSync(process.execPath, [script], { env: { ...process.env, PULP_DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/removed 1 entries/);
    expect(fs.readdirSync(dataDir)).toEqual(['keys']);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
