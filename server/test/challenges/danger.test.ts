import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { startTestShop, DEMO, type TestShop } from '../helpers';
import type { Session } from '../shop-helpers';
import { multipart, PNG_BYTES, uploadComplaintFile } from '../account-helpers';
import { expectNotSolved, exploit, isFixedIn } from '../challenges';

/**
 * The danger zone (catalogue/danger.ts): each challenge is used honestly first (it stays
 * unsolved), then exploited the way a trainee would, asserted solved through the public API,
 * and the decoy shown to have kept the payload away from the host.
 */
let shop: TestShop;
let demo: Session;
beforeAll(async () => {
  shop = await startTestShop();
  demo = await shop.login(DEMO.email, DEMO.password);
});
afterAll(() => shop.close());

const upload = (name: string, type: string, bytes: Uint8Array) => uploadComplaintFile(shop, demo.headers, { name, type, bytes });
const text = (value: string) => new TextEncoder().encode(value);
/** Hardened, XML and YAML no longer reach the retired import: they are refused like any file but PDF and ZIP. */
const retiredImportClosed = () => isFixedIn(shop, 'deprecatedInterfaceChallenge');

describe('XXE DoS (retired XML import)', () => {
  const laughs = (levels: number) => {
    const entities = [`<!ENTITY l0 "lol">`];
    for (let level = 1; level <= levels; level += 1) entities.push(`<!ENTITY l${level} "${`&l${level - 1};`.repeat(10)}">`);
    return `<?xml version="1.0"?>\n<!DOCTYPE lolz [${entities.join('')}]>\n<lolz>&l${levels};</lolz>`;
  };

  it('honest: small nested entities are expanded as before, and a flat oversized document is refused without solving it', async () => {
    const nested = await upload('order.xml', 'application/xml', text(laughs(2)));
    expect(nested.statusCode).toBe(retiredImportClosed() ? 415 : isFixedIn(shop, 'xxeDosChallenge') ? 400 : 410);
    await expectNotSolved(shop, 'xxeDosChallenge');
    const flat = await upload('big.xml', 'application/xml', text(`<!DOCTYPE b [<!ENTITY a "${'x'.repeat(900)}">]><b>${'&a;'.repeat(100)}</b>`));
    expect(flat.statusCode).toBe(retiredImportClosed() ? 415 : 413);
    await expectNotSolved(shop, 'xxeDosChallenge');
  });

  it('exploit: a billion laughs is refused at once and solves XXE DoS', async () => {
    const started = Date.now();
    await exploit(shop, 'xxeDosChallenge', async () => {
      const response = await upload('lolz.xml', 'application/xml', text(laughs(9)));
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatch(/entities/i);
    });
    expect(Date.now() - started).toBeLessThan(2000);
    // Entities referring to each other in a cycle are refused the same way.
    const cycle = await upload('cycle.xml', 'application/xml', text('<!DOCTYPE c [<!ENTITY a "&b;"><!ENTITY b "&a;">]><c>&a;</c>'));
    expect(cycle.statusCode).toBe(retiredImportClosed() ? 415 : isFixedIn(shop, 'xxeDosChallenge') ? 400 : 413);
  });
});

describe('Successful RCE DoS (B2B evaluator)', () => {
  const order = (orderLinesData: string) =>
    shop.app.inject({ method: 'POST', url: '/b2b/v2/orders', payload: { cid: 'JS0815DE', orderLinesData }, headers: demo.headers });

  it('honest: JSON order lines, and code whose matches end quickly, leave it unsolved (hardened: the code is refused all the same)', async () => {
    expect((await order('[{"productId": 1, "quantity": 2}]')).statusCode).toBe(200);
    expect((await order("/^\\d+$/.test('12345')")).statusCode).toBe(400);
    expect((await order("'a'.repeat(40).match(/^(a|a)*$/)")).statusCode).toBe(400);
    await expectNotSolved(shop, 'rceOccupyChallenge');
  });

  it('exploit: a catastrophically backtracking regular expression is stopped after the limit and solves it (an endless loop does not)', async () => {
    expect((await order('(function dos() { while (true); })()')).statusCode).toBe(isFixedIn(shop, 'rceChallenge') ? 400 : 503);
    await expectNotSolved(shop, 'rceOccupyChallenge');
    const started = Date.now();
    await exploit(shop, 'rceOccupyChallenge', async () => {
      const response = await order("/(a+)+b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')");
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatch(/regular expression/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    });
    // Stopped after the limit, or (hardened) refused without being run.
    expect(Date.now() - started).toBeLessThan(isFixedIn(shop, 'rceOccupyChallenge') ? 900 : 5000);
  });

  it('the rest of the code never runs: the payload reaches no process, module or timer', async () => {
    for (const code of [
      "/(a+)+b/.test(this.constructor.constructor('return process')().mainModule.require('fs').readFileSync('/etc/passwd', 'utf8'))",
      "globalThis.process.exit(); /x/.test('x')",
      "/(?:)/.test(String(typeof require) + typeof process + typeof setTimeout)",
    ]) {
      expect((await order(code)).statusCode).toBe(400);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/rest/products/search?q=juice' })).statusCode).toBe(200);
  });
});

describe('Memory Bomb (retired YAML import)', () => {
  const bomb = [
    'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
    'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
    'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
    'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
    'e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
    'f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]',
    'g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]',
    'h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]',
    'i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]',
    '',
  ].join('\n');

  it('honest: a YAML order with a few aliases is read back by the retired import and leaves it unsolved', async () => {
    const response = await upload('order.yml', 'application/yaml', text('customer: &c {name: Ines, city: Porto}\nbilling: *c\nlines:\n  - {productId: 1, quantity: 2}\n'));
    if (retiredImportClosed()) expect(response.statusCode).toBe(415);
    else {
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toContain('YAML were retired');
      // Aliases are resolved, or (hardened) not resolved at all.
      expect(response.json().error).toContain(isFixedIn(shop, 'yamlBombChallenge') ? 'Alias resolution is disabled' : '"billing":{"name":"Ines","city":"Porto"}');
    }
    await expectNotSolved(shop, 'yamlBombChallenge');
    // Custom tags build nothing: a function tag is read as a plain string.
    const tagged = await upload('fn.yaml', 'text/yaml', text("run: !!js/function 'function () { return process.exit(1) }'\n"));
    expect(tagged.statusCode).toBe(retiredImportClosed() ? 415 : 410);
    await expectNotSolved(shop, 'yamlBombChallenge');
  });

  it('exploit: nested aliases ("billion laughs" in YAML) are refused at the alias limit and solve it', async () => {
    const started = Date.now();
    await exploit(shop, 'yamlBombChallenge', async () => {
      const response = await upload('bomb.yml', 'application/yaml', text(bomb));
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatch(/aliases/);
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await shop.app.inject({ method: 'GET', url: '/rest/products/search?q=juice' })).statusCode).toBe(200);
  });
});

describe('Arbitrary File Write (complaint archives are unpacked)', () => {
  const zip = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, content]) => [name, strToU8(content)])));
  const legal = () => path.join(shop.dataDir, 'unpacked-shop', 'ftp', 'legal.md');

  it('honest: a ZIP of photos is stored and unpacked into its own folder, leaving it unsolved', async () => {
    const response = await upload('photos.zip', 'application/zip', zip({ 'bottle.txt': 'cracked bottle', 'receipt/note.txt': 'bought on Monday' }));
    expect(response.statusCode).toBe(201);
    const { file, unpacked } = response.json().data as { file: string; unpacked: string[] };
    const folder = `uploads/complaints/${file.replace(/\.zip$/, '')}`;
    expect(unpacked.sort()).toEqual([`${folder}/bottle.txt`, `${folder}/receipt/note.txt`]);
    expect(fs.readFileSync(path.join(shop.dataDir, 'unpacked-shop', folder, 'bottle.txt'), 'utf8')).toBe('cracked bottle');
    expect(fs.readFileSync(legal(), 'utf8')).toContain('# Legal information');
    await expectNotSolved(shop, 'fileWriteChallenge');
  });

  it('exploit: an entry named ../../../ftp/legal.md overwrites the decoy legal file and solves it; nothing leaves the decoy folder', async () => {
    const outside = path.join(shop.dataDir, 'escaped.txt');
    let unpacked: string[] = [];
    await exploit(shop, 'fileWriteChallenge', async () => {
      const response = await upload('slip.zip', 'application/zip', zip({
        '../../../ftp/legal.md': 'Pulp owes every customer a free juice.',
        '../../../../escaped.txt': 'out of the decoy',
        [`../../../../../../../../../../../..${os.tmpdir()}/pulp-zip-slip.txt`]: 'host',
      }));
      expect(response.statusCode).toBe(201);
      unpacked = response.json().data.unpacked;
      expect(unpacked).toEqual(['ftp/legal.md']);
      expect(fs.readFileSync(legal(), 'utf8')).toBe('Pulp owes every customer a free juice.');
    });
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.existsSync(path.join(os.tmpdir(), 'pulp-zip-slip.txt'))).toBe(false);
    if (isFixedIn(shop, 'fileWriteChallenge')) {
      // Hardened, every entry lands inside the archive's own folder, "../" or not.
      expect(unpacked).toHaveLength(3);
      expect(unpacked.every((file) => file.startsWith('uploads/complaints/'))).toBe(true);
      expect(fs.readFileSync(legal(), 'utf8')).toContain('# Legal information');
    }
  });

  it('skips entries over the limits and survives archives it cannot read', async () => {
    const big = await upload('big.zip', 'application/zip', zipSync({ 'huge.txt': new Uint8Array(5_000_000) }));
    expect(big.statusCode).toBe(201);
    expect(big.json().data.unpacked).toEqual([]);
    const broken = await upload('broken.zip', 'application/zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(broken.statusCode).toBe(201);
    expect(broken.json().data.unpacked).toEqual([]);
  });
});

describe('SSRF (profile picture linked by its address)', () => {
  const link = (imageUrl: string) => shop.app.inject({ method: 'POST', url: '/profile/image/url', payload: { imageUrl }, headers: demo.headers });

  it('honest: linking a picture the shop serves copies it as the profile picture, leaving it unsolved', async () => {
    const form = await multipart('image', { name: 'me.png', type: 'image/png', bytes: PNG_BYTES }, { caption: 'Me at the market' });
    const memory = await shop.app.inject({ method: 'POST', url: '/rest/memories', payload: form.payload, headers: { ...form.headers, ...demo.headers } });
    expect(memory.statusCode).toBe(201);
    const response = await link(`http://localhost:80/${memory.json().data.imagePath}`);
    expect(response.statusCode).toBe(200);
    const { profileImage } = response.json().data as { profileImage: string };
    expect(profileImage).toMatch(/^assets\/public\/images\/uploads\/\d+-[0-9a-f-]{36}\.png$/);
    const token = String(demo.headers.authorization).replace(/^Bearer /, '');
    const page = await shop.app.inject({ method: 'GET', url: '/profile', headers: { cookie: `token=${token}` } });
    expect(page.body).toContain(`src="/${profileImage}"`);
    // The internal network's index is not the hidden resource (hardened: not reachable at all).
    const index = await link('http://pulp-payments.internal/');
    if (isFixedIn(shop, 'ssrfChallenge')) {
      expect(index.statusCode).toBe(400);
      expect(index.json().error).not.toContain('/admin/payouts');
    } else {
      expect(index.statusCode).toBe(422);
      expect(index.json().error).toContain('/admin/payouts');
    }
    await expectNotSolved(shop, 'ssrfChallenge');
  });

  it('reaches nothing else: outside hosts, other loopback ports and other schemes are refused without a connection', async () => {
    for (const address of ['http://example.com/cat.png', 'http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:22/', 'http://[::1]:6379/', 'file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO', 'not a url']) {
      const response = await link(address);
      expect(response.statusCode).toBe(400);
    }
    await expectNotSolved(shop, 'ssrfChallenge');
  });

  it('exploit: linking the hidden resource of the internal payments host shows it and solves SSRF', async () => {
    await exploit(shop, 'ssrfChallenge', async () => {
      const response = await link('http://10.20.0.9/admin/payouts');
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toContain('Orchard Cooperative Vale');
    });
    if (isFixedIn(shop, 'ssrfChallenge')) {
      // Hardened: every host of the internal network is refused as unreachable, names and addresses alike.
      for (const address of ['http://10.20.0.9/admin/payouts', 'http://pulp-payments.internal/admin/payouts', 'http://pulp-db.internal/']) {
        const response = await link(address);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain('link a picture that the shop itself serves');
      }
    }
  });
});
