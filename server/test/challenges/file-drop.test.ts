import fs from 'node:fs';
import path from 'node:path';
import { startTestShop, type TestShop } from '../helpers';
import { expectNotSolved, expectSolved } from '../challenges';

/**
 * Batch 1, the files left in the shop's file drop (/ftp): each test reads the folder the way an
 * honest visitor does first (nothing solved), then fetches the forgotten file the way a
 * trainee would, and asserts through GET /api/Challenges that the challenge is solved.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});

afterEach(async () => {
  await shop.close();
});

const get = (url: string) => shop.app.inject({ method: 'GET', url });

describe('Forgotten Developer Backup', () => {
  it('is listed but refused as it is; the public documents solve nothing', async () => {
    expect((await get('/ftp')).body).toContain('href="/ftp/pulp-server.json.bak"');
    expect((await get('/ftp/juice-bar-recipes.md')).statusCode).toBe(200);
    expect((await get('/ftp/pulp-server.json.bak')).statusCode).toBe(403);
    await expectNotSolved(shop, 'forgottenDevBackupChallenge');
  });

  it('comes out with the poison null byte and solves it', async () => {
    const response = await get('/ftp/pulp-server.json.bak%2500.md');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).name).toBe('pulp-server');
    await expectSolved(shop, 'forgottenDevBackupChallenge');
  });
});

describe('Forgotten Sales Backup', () => {
  it('is listed but refused as it is, and the developer backup does not solve it', async () => {
    expect((await get('/ftp')).body).toContain('href="/ftp/coupons-2019.md.bak"');
    expect((await get('/ftp/coupons-2019.md.bak')).statusCode).toBe(403);
    expect((await get('/ftp/pulp-server.json.bak%2500.pdf')).statusCode).toBe(200);
    await expectNotSolved(shop, 'forgottenBackupChallenge');
  });

  it('comes out with the poison null byte and solves it', async () => {
    const response = await get('/ftp/coupons-2019.md.bak%2500.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('WMNSDY2019');
    await expectSolved(shop, 'forgottenBackupChallenge');
  });
});

describe('Misplaced Signature File', () => {
  it('is listed but refused as it is; the backups do not solve it', async () => {
    expect((await get('/ftp')).body).toContain('href="/ftp/suspicious-errors.yml"');
    expect((await get('/ftp/suspicious-errors.yml')).statusCode).toBe(403);
    expect((await get('/ftp/coupons-2019.md.bak%2500.md')).statusCode).toBe(200);
    await expectNotSolved(shop, 'misplacedSignatureFileChallenge');
  });

  it('comes out with the poison null byte and solves it', async () => {
    const response = await get('/ftp/suspicious-errors.yml%2500.md');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('logsource:');
    await expectSolved(shop, 'misplacedSignatureFileChallenge');
  });

  it('is added to the file drop of a data directory made by an older version', async () => {
    const listing = await get('/ftp');
    expect(listing.body).toContain('suspicious-errors.yml');
    fs.rmSync(path.join(shop.dataDir, 'ftp', 'suspicious-errors.yml'));
    expect((await get('/ftp')).body).toContain('href="/ftp/suspicious-errors.yml"');
  });
});

describe('Easter Egg', () => {
  it('is listed but refused as it is; another file from the folder does not solve it', async () => {
    expect((await get('/ftp')).body).toContain('href="/ftp/eastere.gg"');
    expect((await get('/ftp/eastere.gg')).statusCode).toBe(403);
    expect((await get('/ftp/suspicious-errors.yml%2500.md')).statusCode).toBe(200);
    await expectNotSolved(shop, 'easterEggLevelOneChallenge');
  });

  it('comes out with the poison null byte and solves it', async () => {
    const response = await get('/ftp/eastere.gg%2500.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('you found the easter egg');
    await expectSolved(shop, 'easterEggLevelOneChallenge');
  });
});

describe('Nested Easter Egg', () => {
  const wrapped = async () => {
    const egg = await get('/ftp/eastere.gg%2500.md');
    return /^\s+([A-Za-z0-9+/=]{20,})$/m.exec(egg.body)![1];
  };
  const rot13 = (text: string) => text.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c === c.toLowerCase() ? 97 : 65)));

  it('half-peeled (only Base64 decoded) leads nowhere', async () => {
    const halfPeeled = Buffer.from(await wrapped(), 'base64').toString('utf8');
    expect(halfPeeled).toMatch(/^\/[a-z/]+$/);
    expect((await get(halfPeeled)).headers['content-type']).not.toMatch(/^image\/svg/);
    await expectNotSolved(shop, 'easterEggLevelTwoChallenge');
  });

  it('Base64, then ROT13, gives the address of the real egg', async () => {
    const address = rot13(Buffer.from(await wrapped(), 'base64').toString('utf8'));
    const response = await get(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('<svg');
    await expectSolved(shop, 'easterEggLevelTwoChallenge');
  });
});

describe('Access Log', () => {
  it('the file drop and its documents do not solve it, nor do unknown or path-like names', async () => {
    expect((await get('/ftp')).statusCode).toBe(200);
    const rule = await get('/ftp/suspicious-errors.yml%2500.md');
    expect(rule.body).toContain('/support/logs');
    expect((await get('/support/logs/no-such.log')).statusCode).toBe(404);
    expect((await get('/support/logs/..%2Fftp%2Flegal.md')).statusCode).toBe(404);
    expect((await get('/support/logs/..%2F..%2Fpulp.sqlite')).statusCode).toBe(404);
    await expectNotSolved(shop, 'accessLogDisclosureChallenge');
  });

  it('the support team\'s folder lists the log to anyone, and reading it solves it', async () => {
    const listing = await get('/support/logs');
    expect(listing.statusCode).toBe(200);
    const href = /href="(\/support\/logs\/access\.log[^"]+)"/.exec(listing.body)![1];
    const log = await get(href);
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-type']).toMatch(/^text\/plain/);
    expect(log.body).toMatch(/"GET \/ftp HTTP\/1\.1" 200/);
    await expectSolved(shop, 'accessLogDisclosureChallenge');
  });
});
