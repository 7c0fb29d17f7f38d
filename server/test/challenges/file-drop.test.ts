import fs from 'node:fs';
import path from 'node:path';
import { startTestShop, type TestShop } from '../helpers';
import { expectNotSolved, exploit, isFixedIn } from '../challenges';
import { ftpDocuments, EASTER_EGG } from '../../src/features/ftp/documents';
import { adminHeaders } from './staff-session';

/**
 * Batch 1, the files left in the shop's file drop (/ftp): each test reads the folder the way an
 * honest visitor does first (nothing solved), then fetches the forgotten file the way a
 * trainee would, and asserts through GET /api/Challenges that the challenge is solved. In the
 * hardened run the forgotten files are not in the folder, the extension check looks at the name
 * the file is opened by, and the listing is for administrators: the same fetches solve nothing.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});

afterEach(async () => {
  await shop.close();
});

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

/** The names /ftp links to: as any visitor sees them, or, where the listing is closed to the public (hardened), as an administrator does. */
async function listed(): Promise<string[]> {
  const page = await get('/ftp', isFixedIn(shop, 'directoryListingChallenge') ? adminHeaders(shop) : {});
  expect(page.statusCode).toBe(200);
  return [...page.body.matchAll(/href="\/ftp\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]));
}

/** Whether the key's forgotten file is in the folder as this shop fills it (hardened: not at all). */
function expectInFolder(names: string[], name: string, key: string): void {
  if (isFixedIn(shop, key)) expect(names).not.toContain(name);
  else expect(names).toContain(name);
}

describe('Forgotten Developer Backup', () => {
  it('is listed but refused as it is; the public documents solve nothing', async () => {
    expectInFolder(await listed(), 'pulp-server.json.bak', 'forgottenDevBackupChallenge');
    expect((await get('/ftp/juice-bar-recipes.md')).statusCode).toBe(200);
    expect((await get('/ftp/pulp-server.json.bak')).statusCode).toBe(403);
    await expectNotSolved(shop, 'forgottenDevBackupChallenge');
  });

  it('comes out with the poison null byte and solves it', async () => {
    await exploit(shop, 'forgottenDevBackupChallenge', async () => {
      const response = await get('/ftp/pulp-server.json.bak%2500.md');
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body).name).toBe('pulp-server');
    });
  });
});

describe('Forgotten Sales Backup', () => {
  it('is listed but refused as it is, and the developer backup does not solve it', async () => {
    expectInFolder(await listed(), 'coupons-2019.md.bak', 'forgottenBackupChallenge');
    expect((await get('/ftp/coupons-2019.md.bak')).statusCode).toBe(403);
    if (!isFixedIn(shop, 'nullByteChallenge')) expect((await get('/ftp/pulp-server.json.bak%2500.pdf')).statusCode).toBe(200);
    await expectNotSolved(shop, 'forgottenBackupChallenge');
  });

  it('comes out with the poison null byte and solves it', async () => {
    await exploit(shop, 'forgottenBackupChallenge', async () => {
      const response = await get('/ftp/coupons-2019.md.bak%2500.pdf');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('WMNSDY2019');
    });
  });
});

describe('Misplaced Signature File', () => {
  it('is listed but refused as it is; the backups do not solve it', async () => {
    expectInFolder(await listed(), 'suspicious-errors.yml', 'misplacedSignatureFileChallenge');
    expect((await get('/ftp/suspicious-errors.yml')).statusCode).toBe(403);
    if (!isFixedIn(shop, 'nullByteChallenge')) expect((await get('/ftp/coupons-2019.md.bak%2500.md')).statusCode).toBe(200);
    await expectNotSolved(shop, 'misplacedSignatureFileChallenge');
  });

  it('comes out with the poison null byte and solves it', async () => {
    await exploit(shop, 'misplacedSignatureFileChallenge', async () => {
      const response = await get('/ftp/suspicious-errors.yml%2500.md');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('logsource:');
    });
  });

  it('is added to the file drop of a data directory made by an older version (and never, hardened)', async () => {
    expectInFolder(await listed(), 'suspicious-errors.yml', 'misplacedSignatureFileChallenge');
    fs.rmSync(path.join(shop.dataDir, 'ftp', 'suspicious-errors.yml'), { force: true });
    expectInFolder(await listed(), 'suspicious-errors.yml', 'misplacedSignatureFileChallenge');
  });
});

describe('Easter Egg', () => {
  it('is listed but refused as it is; another file from the folder does not solve it', async () => {
    expectInFolder(await listed(), 'eastere.gg', 'easterEggLevelOneChallenge');
    expect((await get('/ftp/eastere.gg')).statusCode).toBe(403);
    if (!isFixedIn(shop, 'nullByteChallenge')) expect((await get('/ftp/suspicious-errors.yml%2500.md')).statusCode).toBe(200);
    await expectNotSolved(shop, 'easterEggLevelOneChallenge');
  });

  it('comes out with the poison null byte and solves it', async () => {
    await exploit(shop, 'easterEggLevelOneChallenge', async () => {
      const response = await get('/ftp/eastere.gg%2500.pdf');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('you found the easter egg');
    });
  });
});

describe('Nested Easter Egg', () => {
  /** The wrapped line of eastere.gg, through the null byte; where the egg or the trick is fixed (hardened), from the egg's text in the shop's source. */
  const wrapped = async () => {
    const egg = isFixedIn(shop, 'easterEggLevelOneChallenge') || isFixedIn(shop, 'nullByteChallenge') ? ftpDocuments()[EASTER_EGG] : (await get('/ftp/eastere.gg%2500.md')).body;
    return /^\s+([A-Za-z0-9+/=]{20,})$/m.exec(egg)![1];
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
    await exploit(shop, 'easterEggLevelTwoChallenge', async () => {
      const response = await get(address);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toContain('<svg');
    });
    if (isFixedIn(shop, 'easterEggLevelTwoChallenge')) {
      // Hardened, the address asks for an administrator: a visitor gets 401, a customer 403.
      expect((await get(address)).statusCode).toBe(401);
      const customer = await shop.login('demo@pulp.shop', 'squeeze123');
      expect((await get(address, customer.headers)).statusCode).toBe(403);
      await expectNotSolved(shop, 'easterEggLevelTwoChallenge');
    }
  });
});

describe('Access Log', () => {
  it('the file drop and its documents do not solve it, nor do unknown or path-like names', async () => {
    expect(await listed()).toContain('legal.md');
    // The misplaced rule names the support team's log page; hardened, it is not published, and its text is the shop's own.
    const rule = isFixedIn(shop, 'misplacedSignatureFileChallenge') || isFixedIn(shop, 'nullByteChallenge') ? '# the support team reads the same logs in the browser, under /support/logs' : (await get('/ftp/suspicious-errors.yml%2500.md')).body;
    expect(rule).toContain('/support/logs');
    const staff = isFixedIn(shop, 'accessLogDisclosureChallenge') ? adminHeaders(shop) : {};
    expect((await get('/support/logs/no-such.log', staff)).statusCode).toBe(404);
    expect((await get('/support/logs/..%2Fftp%2Flegal.md', staff)).statusCode).toBe(404);
    expect((await get('/support/logs/..%2F..%2Fpulp.sqlite', staff)).statusCode).toBe(404);
    await expectNotSolved(shop, 'accessLogDisclosureChallenge');
  });

  it('the support team\'s folder lists the log to anyone, and reading it solves it', async () => {
    await exploit(shop, 'accessLogDisclosureChallenge', async () => {
      const listing = await get('/support/logs');
      expect(listing.statusCode).toBe(200);
      const href = /href="(\/support\/logs\/access\.log[^"]+)"/.exec(listing.body)![1];
      const log = await get(href);
      expect(log.statusCode).toBe(200);
      expect(log.headers['content-type']).toMatch(/^text\/plain/);
      expect(log.body).toMatch(/"GET \/ftp HTTP\/1\.1" 200/);
    });
    if (isFixedIn(shop, 'accessLogDisclosureChallenge')) {
      // Hardened, the listing and the log itself ask for an administrator: a visitor gets 401, a
      // customer 403, and the shop's administrators still find the day's logs in the listing.
      expect((await get('/support/logs/access.log.2024-03-14')).statusCode).toBe(401);
      const customer = await shop.login('demo@pulp.shop', 'squeeze123');
      expect((await get('/support/logs/access.log.2024-03-14', customer.headers)).statusCode).toBe(403);
      expect((await get('/support/logs', customer.headers)).statusCode).toBe(403);
      const listing = await get('/support/logs', adminHeaders(shop));
      expect(listing.body).toContain('href="/support/logs/access.log.2024-03-14"');
      await expectNotSolved(shop, 'accessLogDisclosureChallenge');
    }
  });
});
