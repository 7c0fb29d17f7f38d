import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { DEMO, startTestShop, type TestShop } from '../helpers';
import { uploadComplaintFile } from '../account-helpers';
import { expectNotSolved, exploit, isFixedIn } from '../challenges';
import { advisoryChecksums } from '../../src/features/well-known/csaf';
import { COURIER_API_KEY } from '../../src/features/support-logs/error-log';
import { adminHeaders } from './staff-session';
import { unpackRoot } from '../../src/features/complaints/archive-unpacker';
import { subtitlesPath } from '../../src/features/promotion/subtitles';
import { localBuilds, versionOfLocalEntry } from '../../src/features/remotes/local-builds';

/**
 * Disclosure and components (catalogue/disclosure.ts, ids 600–607): each challenge is used
 * honestly first (it stays unsolved), then solved the way a trainee would, from what the shop
 * itself serves, and asserted solved through GET /api/Challenges.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});

afterEach(async () => {
  await shop.close();
});

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url, payload, headers });

/** The text captcha's question worked out, as a person would. */
async function captcha() {
  const { captchaId, captcha: question } = (await get('/rest/captcha')).json();
  return { captchaId, captcha: String(new Function(`return ${question}`)()) };
}
const feedback = async (comment: string) => {
  const response = await post('/api/Feedbacks', { comment, rating: 3, ...(await captcha()) });
  expect(response.statusCode).toBe(201);
};

describe('Supply Chain Attack', () => {
  it('naming the tool or a harmless version solves nothing', async () => {
    await feedback('Your developers lint with eslint-scope, I hope they keep it current. (anonymous)');
    await feedback('eslint-scope 3.7.1 and 3.7.3 are fine, see eslint-scope/issues/3 (anonymous)');
    await expectNotSolved(shop, 'supplyChainAttackChallenge');
  });

  it('the developers\' notes in /ftp pin the compromised release; the original report solves it', async () => {
    // Hardened, the listing is for administrators; the notes themselves stay public.
    const listing = await get('/ftp', isFixedIn(shop, 'directoryListingChallenge') ? adminHeaders(shop) : {});
    expect(listing.body).toContain('frontend-workstation.md');
    const notes = await get('/ftp/frontend-workstation.md');
    expect(notes.statusCode).toBe(200);
    expect(notes.body).toContain('~/.npmrc');
    const manifest = JSON.parse(/```json\n([\s\S]*?)```/.exec(notes.body)?.[1] ?? '{}') as { devDependencies: Record<string, string> };
    // Hardened, the notes pin the clean release, and a report of the compromised one is no finding.
    expect(manifest.devDependencies['eslint-scope']).toBe(isFixedIn(shop, 'supplyChainAttackChallenge') ? '3.7.3' : '3.7.2');
    await exploit(shop, 'supplyChainAttackChallenge', async () => {
      await feedback('Your lint tools pin eslint-scope 3.7.2, which stole npm tokens: https://github.com/eslint/eslint-scope/issues/39 (anonymous)');
    });
  });

  it('an advisory identifier in a complaint solves it too', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    await exploit(shop, 'supplyChainAttackChallenge', async () => {
      expect((await post('/api/Complaints', { message: 'Revoke your npm tokens! GHSA-hxxf-q3w9-4xgw' }, demo.headers)).statusCode).toBe(201);
    });
  });
});

describe('Frontend Typosquatting', () => {
  it('naming the real library solves nothing', async () => {
    await feedback('The cookie banner uses js-cookie, right? (anonymous)');
    await expectNotSolved(shop, 'typosquattingAngularChallenge');
  });

  it('the licence notices list an imposter one letter off js-cookie; naming it solves it', async () => {
    await exploit(shop, 'typosquattingAngularChallenge', async () => {
      const notices = await get('/3rdpartylicenses.txt');
      expect(notices.statusCode).toBe(200);
      expect(notices.headers['content-type']).toMatch(/^text\/plain/);
      const names = [...notices.body.matchAll(/^(\S+)@\d/gm)].map((match) => match[1]);
      expect(names).toContain('react');
      const imposter = names.find((name) => name !== 'js-cookie' && name.startsWith('js-co'));
      expect(imposter).toBe('js-cokie');
      await feedback(`${imposter} in your front end is a typosquatted fake of js-cookie! (anonymous)`);
    });
    if (isFixedIn(shop, 'typosquattingAngularChallenge')) {
      // Hardened, the notices list the real js-cookie, and a report of the imposter names nothing the shop ships.
      expect((await get('/3rdpartylicenses.txt')).body).toMatch(/^js-cookie@3\.0\.8$/m);
      await feedback('js-cokie in your front end is a typosquatted fake of js-cookie! (anonymous)');
      await expectNotSolved(shop, 'typosquattingAngularChallenge');
    }
  });
});

describe('Leaked Unsafe Product', () => {
  it('the ordinary search does not list the withdrawn tonic, and naming one ingredient solves nothing', async () => {
    const search = await get('/rest/products/search?q=glow');
    expect(search.json().data).toEqual([]);
    await feedback('Do your drinks contain tonka beans? (anonymous)');
    await expectNotSolved(shop, 'dlpPastebinDataLeakChallenge');
  });

  it('the injection shows the withdrawn tonic and its lab code, a review holds the pasted lab note, and reporting both ingredients solves it', async () => {
    // Where the search injection is fixed (hardened), the withdrawn tonic's record comes from a leak elsewhere.
    const tonic = isFixedIn(shop, 'unionSqlInjectionChallenge')
      ? shop.ctx.db.prepare<[], { id: number; name: string; description: string }>("SELECT id, name, description FROM Products WHERE name = 'Midnight Glow Tonic'").get()
      : ((await get(`/rest/products/search?q=${encodeURIComponent("'))--")}`)).json().data as { id: number; name: string; description: string }[]).find((product) => product.name === 'Midnight Glow Tonic');
    expect(tonic?.description).toContain('GT-7');
    const products = (await get('/api/Products')).json().data as { id: number; name: string }[];
    await exploit(shop, 'dlpPastebinDataLeakChallenge', async () => {
      const reviews = await Promise.all(products.map(async (product) => (await get(`/rest/products/${product.id}/reviews`)).json().data as { message: string }[]));
      const note = reviews.flat().find((review) => review.message.includes('GT-7'));
      expect(note?.message).toMatch(/tonka bean/);
      expect(note?.message).toMatch(/apricot kernel/);
      await feedback(`The withdrawn Midnight Glow Tonic contains ${/tonka bean extract/.exec(note!.message)![0]} and ${/bitter apricot kernel powder/.exec(note!.message)![0]}! (anonymous)`);
    });
  });

  it("hardened: Oskar's review is still there, without the pasted lab note", async () => {
    const products = (await get('/api/Products')).json().data as { id: number; name: string }[];
    const reviews = await Promise.all(products.map(async (product) => (await get(`/rest/products/${product.id}/reviews`)).json().data as { author: string; message: string }[]));
    const oskar = reviews.flat().find((review) => review.author === 'oskar@pulp.shop');
    expect(oskar?.message).toMatch(/^Sour, bright, wonderful\. My new desk drink!/);
    if (isFixedIn(shop, 'dlpPastebinDataLeakChallenge')) expect(oskar?.message).not.toMatch(/GT-7|tonka|apricot/);
    else expect(oskar?.message).toContain('GT-7');
  });
});

describe('security.txt names the key folder (where Forged Signed JWT and Premium Paywall point)', () => {
  it('its Encryption line is the public key the shop serves, in a folder that lists itself', async () => {
    const encryption = /^Encryption: (\S+)$/m.exec((await get('/.well-known/security.txt')).body)?.[1];
    const keyPath = new URL(encryption!).pathname;
    expect(keyPath).toBe('/encryptionkeys/jwt.pub');
    expect((await get(keyPath)).body).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const folder = await get(path.posix.dirname(keyPath));
    expect(folder.body).toContain(`href="${keyPath}"`);
    // Its second key is Premium Paywall's (gone where that challenge is fixed).
    if (isFixedIn(shop, 'premiumPaywallChallenge')) expect(folder.body).not.toContain('premium.key');
    else expect(folder.body).toContain('href="/encryptionkeys/premium.key"');
  });
});

describe('Security Advisory', () => {
  it('security.txt names the CSAF provider; the metadata, index and advisory are served; a wrong checksum solves nothing', async () => {
    const securityTxt = await get('/.well-known/security.txt');
    const csafLine = /^CSAF: (\S+)$/m.exec(securityTxt.body)?.[1];
    expect(csafLine).toMatch(/\/\.well-known\/csaf\/provider-metadata\.json$/);
    const metadata = (await get('/.well-known/csaf/provider-metadata.json')).json() as { distributions: { directory_url: string }[]; metadata_version: string };
    expect(metadata.metadata_version).toBe('2.0');
    const directory = new URL(metadata.distributions[0].directory_url).pathname;
    const index = (await get(`${directory}index.txt`)).body.trim();
    const advisory = await get(`${directory}${index}`);
    expect(advisory.statusCode).toBe(200);
    // Hardened, the shop has fixed the flaw before publishing, and the advisory says so.
    expect(advisory.json().vulnerabilities[0].product_status).toEqual(isFixedIn(shop, 'csafChallenge') ? { fixed: ['PULP-SERVER-1'] } : { known_affected: ['PULP-SERVER-1'] });
    await feedback(`Checked your advisory: ${createHash('sha512').update('something else').digest('hex')} (anonymous)`);
    await expectNotSolved(shop, 'csafChallenge');
  });

  it('the advisory\'s SHA-512, as its checksum file states and as computed, solves it', async () => {
    await exploit(shop, 'csafChallenge', async () => {
      const index = (await get('/.well-known/csaf/white/index.txt')).body.trim();
      const advisory = await get(`/.well-known/csaf/white/${index}`);
      const computed = createHash('sha512').update(advisory.rawPayload).digest('hex');
      const published = (await get(`/.well-known/csaf/white/${index}.sha512`)).body.split(/\s+/)[0];
      expect(published).toBe(computed);
      await feedback(`PULP-SA-2024-001 is known_affected, sha512 ${computed} (anonymous)`);
    });
    if (isFixedIn(shop, 'csafChallenge')) {
      // Hardened, even the checksum of the advisory an unfixed shop publishes solves nothing: this shop is not affected.
      await feedback(`PULP-SA-2024-001 is known_affected, sha512 ${advisoryChecksums().sha512} (anonymous)`);
      await expectNotSolved(shop, 'csafChallenge');
    }
  });
});

describe('Password Hash Leak', () => {
  it('honest: whoami with public fields answers with them only', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const plain = await get('/rest/user/whoami', demo.headers);
    expect(plain.json().user).toEqual(expect.objectContaining({ email: DEMO.email }));
    expect(plain.json().user.password).toBeUndefined();
    const picked = await get('/rest/user/whoami?fields=id,email', demo.headers);
    expect(Object.keys(picked.json().user).sort()).toEqual(['email', 'id']);
    expect((await get('/rest/user/whoami?fields=totpSecret,role', demo.headers)).json().user).toEqual({ role: 'customer' });
    expect((await get('/rest/user/whoami?fields=email;drop', demo.headers)).statusCode).toBe(400);
    expect((await get('/rest/user/whoami?fields=password')).json().user).toEqual({});
    await expectNotSolved(shop, 'passwordHashLeakChallenge');
  });

  it('asking for the password field answers with the hash and solves it', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    await exploit(shop, 'passwordHashLeakChallenge', async () => {
      const leaked = await get('/rest/user/whoami?fields=id,password', demo.headers);
      expect(leaked.json().user.password).toMatch(/^[0-9a-f]{32,}$/);
    });
    // Hardened, the fields the API shows of an account are still answered, the hash is not.
    if (isFixedIn(shop, 'passwordHashLeakChallenge')) expect((await get('/rest/user/whoami?fields=id,%20password', demo.headers)).json().user).toEqual({ id: expect.any(Number) });
  });
});

describe('Exposed Credentials', () => {
  /**
   * The credentials as the login page's code carries them, found where a trainee finds them: in
   * the account front end's scripts as the shop serves them to the browser (a literal email with
   * a non-empty password beside it).
   */
  async function credentialsFromLoginCode(): Promise<{ email: string; password: string }> {
    const entry = String((await get('/remotes.json')).json().account);
    const version = versionOfLocalEntry('account', entry);
    const folder = version ? localBuilds().folder('account', version) : null;
    if (!folder) throw new Error(`the account front end the shop serves (${entry}) is not built here: pnpm build first`);
    const scripts = fs.readdirSync(folder).filter((file) => file.endsWith('.js'));
    for (const script of scripts) {
      const served = await get(`/${entry.slice(0, entry.lastIndexOf('/') + 1)}${script}`);
      expect(served.statusCode).toBe(200);
      const [, email, password] = /email:\s*["']([^"']+)["'],\s*password:\s*["']([^"']+)["']/.exec(served.body) ?? [];
      if (email) return { email, password };
    }
    throw new Error(`none of the account front end's ${scripts.length} scripts holds an email with a password`);
  }

  it('a wrong password for the testing account, and other logins, solve nothing', async () => {
    const { email } = await credentialsFromLoginCode();
    expect((await post('/rest/user/login', { email, password: 'guess-1234' })).statusCode).toBe(401);
    await shop.login(DEMO.email, DEMO.password);
    await expectNotSolved(shop, 'exposedCredentialsChallenge');
  });

  it('logging in with the credentials from the login page\'s code solves it', async () => {
    const { email, password } = await credentialsFromLoginCode();
    expect(email).toBe('testing@pulp.shop');
    await exploit(shop, 'exposedCredentialsChallenge', async () => {
      expect((await post('/rest/user/login', { email, password })).statusCode).toBe(200);
    });
    // Hardened, the testing account has a password of its own, which the code does not hold.
    if (isFixedIn(shop, 'exposedCredentialsChallenge')) expect((await post('/rest/user/login', { email, password })).statusCode).toBe(401);
  });
});

describe('Leaked API Key', () => {
  /** The support logs are a way in here; where their folder is for administrators (hardened), they are read as one. */
  const staff = () => (isFixedIn(shop, 'accessLogDisclosureChallenge') ? adminHeaders(shop) : {});

  it('the access log alone holds no key, and a made-up key solves nothing', async () => {
    const access = await get('/support/logs/access.log.2024-03-14', staff());
    expect(access.statusCode).toBe(200);
    expect(access.body).not.toMatch(/plp_live_/);
    await feedback('Your courier key is plp_live_0000000000000000000000 (anonymous)');
    await expectNotSolved(shop, 'leakedApiKeyChallenge');
  });

  it('the error log\'s Basic header decodes to the courier key, and reporting it solves it', async () => {
    await exploit(shop, 'leakedApiKeyChallenge', async () => {
      const listing = await get('/support/logs', staff());
      expect(listing.body).toContain('error.log.2024-03-14');
      const log = await get('/support/logs/error.log.2024-03-14', staff());
      const basic = /"authorization":"Basic ([A-Za-z0-9+/=]+)"/.exec(log.body)?.[1] ?? '';
      const [account, key] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      expect(account).toBe('pulp-shop');
      await feedback(`Your courier API key leaked in the error log: ${key} (anonymous)`);
    });
    if (isFixedIn(shop, 'leakedApiKeyChallenge')) {
      // Hardened, the log keeps the request but not its credentials; the key, learnt elsewhere, is no leak of this shop's.
      expect((await get('/support/logs/error.log.2024-03-14', staff())).body).toContain('"authorization":"[redacted]"');
      await feedback(`Your courier API key leaked in the error log: ${COURIER_API_KEY} (anonymous)`);
      await expectNotSolved(shop, 'leakedApiKeyChallenge');
    }
  });
});

describe('Video XSS (promo video subtitles)', () => {
  const subtitles = (language: string) => get(`/promotion/subtitles/${language}`);

  it('honest: the subtitles are WebVTT in the visitor\'s language, English for any other', async () => {
    const english = await subtitles('en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/vtt/);
    expect(english.body).toMatch(/^WEBVTT\n\nNOTE\n[^\n]+\n\n1\n00:00:00\.200 --> 00:00:03\.000\nFresh fruit, pressed every morning\.\n/);
    // The note tells where the file lives in the shop folder, the folder complaint archives are
    // unpacked into: the upload's answer names paths relative to it (the hints rely on that).
    expect(english.body).toContain(`as ${subtitlesPath('en')}:`);
    expect((await subtitles('de')).body).toContain(`as ${subtitlesPath('de')}:`);
    expect((await subtitles('de')).body).toContain('Frisches Obst, jeden Morgen gepresst.');
    expect((await subtitles('xx')).body).toContain('Fresh fruit');
    expect((await subtitles('..%2F..%2Fetc')).statusCode).toBe(400);
    await expectNotSolved(shop, 'videoXssChallenge');
  });

  it('exploit: a complaint ZIP slips new English subtitles with the payload into the shop folder, and serving them solves it', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const poisoned = 'WEBVTT\n\n1\n00:00:00.200 --> 00:00:08.900\n<iframe src="javascript:alert(`xss`)">\n';
    const archive = zipSync({ '../../../assets/public/videos/pulp-promo.en.vtt': strToU8(poisoned) });
    const upload = await uploadComplaintFile(shop, demo.headers, { name: 'receipts.zip', type: 'application/zip', bytes: archive });
    expect(upload.statusCode).toBe(201);
    if (isFixedIn(shop, 'fileWriteChallenge')) {
      // The way in is the archive's zip slip: where Arbitrary File Write is fixed, the entry stays
      // inside the archive's own folder, the subtitles are the shop's and nothing is solved.
      expect(upload.json().data.unpacked).toEqual([expect.stringMatching(/^uploads\/complaints\/[^/]+\/assets\/public\/videos\/pulp-promo\.en\.vtt$/)]);
      expect((await subtitles('en')).body).toContain('Fresh fruit');
      await expectNotSolved(shop, 'videoXssChallenge');
      // Another way in: the file as whoever edits the shop folder would write it (the marketing
      // team edits subtitles there), so that Video XSS's own fix is what is tested below.
      fs.writeFileSync(path.join(unpackRoot(shop.ctx.settings.dataDir), ...subtitlesPath('en').split('/')), poisoned);
    } else {
      expect(upload.json().data.unpacked).toEqual(['assets/public/videos/pulp-promo.en.vtt']);
    }
    await expectNotSolved(shop, 'videoXssChallenge');
    await exploit(shop, 'videoXssChallenge', async () => {
      expect((await subtitles('en')).body).toBe(poisoned);
    });
    if (isFixedIn(shop, 'videoXssChallenge')) {
      // Hardened: the cue keeps its timing, and its text loses everything but WebVTT's <b>, <i>, <u>.
      expect((await subtitles('en')).body).toBe('WEBVTT\n\n1\n00:00:00.200 --> 00:00:08.900\n\n');
    }
    // Other languages keep their own subtitles.
    expect((await subtitles('fr')).body).toContain('Des fruits frais');
  });

  it('honest, hardened or not: the shop\'s subtitles keep their words and WebVTT\'s own markup', async () => {
    const own = await startTestShop();
    try {
      const file = path.join(unpackRoot(own.ctx.settings.dataDir), ...subtitlesPath('en').split('/'));
      const styled = 'WEBVTT\n\n1\n00:00:00.200 --> 00:00:03.000\nFresh <b>fruit</b> &amp; <i>more</i>\n';
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, styled);
      expect((await own.app.inject({ method: 'GET', url: '/promotion/subtitles/en' })).body).toBe(styled);
      await expectNotSolved(own, 'videoXssChallenge');
    } finally {
      await own.close();
    }
  });
});
