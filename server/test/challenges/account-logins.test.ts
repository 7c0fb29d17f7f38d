import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { decode } from 'jsonwebtoken';
import * as kdbxweb from 'kdbxweb';
import { startTestShop, type TestShop } from '../helpers';
import { registerCustomer, uniqueEmail } from '../account-helpers';
import { expectNotSolved, exploit, isFixedIn, solvedKeys } from '../challenges';
import { allReviews, ftpListing, ftpText, login } from './account-clues';
import { offContract } from '../contract-answers';

/**
 * Batch 3, accounts and OSINT: logins with passwords the shop gives away, and the external
 * sign-in. Each block logs in honestly (or the wrong way) first and asserts the challenge stays
 * unsolved, then solves it the way a trainee would and asserts it through GET /api/Challenges.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});
afterEach(async () => {
  await shop.close();
});

const LOGIN_KEYS = ['loginJimChallenge', 'loginRapperChallenge', 'loginSupportChallenge', 'dlpPasswordSprayingChallenge', 'loginAmyChallenge', 'oauthUserPasswordChallenge', 'loginCisoChallenge'];

/** A file of /ftp through the poison null byte, as a trainee downloads what the extension check refuses. */
async function nullByteDownload(name: string): Promise<Buffer> {
  const download = await shop.app.inject({ method: 'GET', url: `/ftp/${name}%2500.md` });
  expect(download.statusCode).toBe(200);
  return download.rawPayload;
}

/** One of the shop's own origins, an authorised redirect of the provider stub in the default configuration. */
const SHOP_ORIGIN = 'http://127.0.0.1:3000';

/** Signs in at the provider stub as a person would; the access token, or the stub's refusal. */
async function providerSignIn(email: string): Promise<{ token: string | null; status: number; body: string }> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/oauth-stub/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'pulp-training-client', redirect_uri: SHOP_ORIGIN, email }).toString(),
  });
  const location = response.headers.location as string | undefined;
  const token = location ? new URLSearchParams(new URL(location).hash.slice(1)).get('access_token') : null;
  return { token, status: response.statusCode, body: response.body };
}

/** The login call the external sign-in's return page makes (the token as password). */
const externalLogin = (email: string, token: string) => shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email, password: token, oauth: true } });
const tokenEmail = (token: string) => (decode(token) as { data: { email: string } }).data.email;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const reversed = (text: string) => [...text].reverse().join('');

describe('the logins of batch 3', () => {
  it('honest logins of other customers and the login injection into the seeded people solve none of them', async () => {
    const user = await registerCustomer(shop);
    expect((await login(shop, user.email, user.password)).statusCode).toBe(200);
    // The login injection opens each account, unless the login's fix runs (hardened mode).
    const injectable = !isFixedIn(shop, 'ghostLoginChallenge');
    for (const email of ['kemal@pulp.shop', 'mczest@pulp.shop', 'support@pulp.shop', 'ruth@pulp.shop', 'noor@pulp.shop', 'henrik.dahl@mailbox.example']) {
      const injected = await login(shop, `${email}'--`, 'anything');
      expect(injected.statusCode).toBe(injectable ? 200 : 401);
      if (injectable) expect(tokenEmail(injected.json().authentication.token)).toBe(email);
    }
    // The support team's password before this batch is no longer theirs.
    expect((await login(shop, 'support@pulp.shop', 'H3lpdesk-Pulp-Rocks')).statusCode).toBe(401);
    expect(await solvedKeys(shop, LOGIN_KEYS)).toEqual([]);
  });
});

describe('Login Kemal (loginJimChallenge)', () => {
  const COMMON_PASSWORDS = ['123456', 'password', 'qwerty', 'sunshine', 'iloveyou', 'football', 'cycling', 'mountain1', 'letmein'];

  it("his hash leaks through the search injection and cracks with a word list; the injection into his login does not count", async () => {
    expect((await login(shop, 'kemal@pulp.shop', 'Kemal1994')).statusCode).toBe(401);
    await expectNotSolved(shop, 'loginJimChallenge');
    // The hash leaks through the search injection; where its fix runs (hardened mode), the test
    // takes the hash the injection would have shown from the database: Login Kemal is the cracking
    // and the login with the cracked password, which no fix of the search changes.
    const payload = "x')) UNION SELECT id,email,password,4,5,6,7,8,9 FROM Users--";
    await exploit(shop, 'loginJimChallenge', async () => {
      // The UNION's rows come from the users' table: the answer is the flaw's, not the contract's products.
      const leaked = await offContract('the search injection answers rows of another table', () => shop.app.inject({ method: 'GET', url: `/rest/products/search?q=${encodeURIComponent(payload)}` }));
      const rows = leaked.json().data as { name: string; description: string }[];
      const hash = isFixedIn(shop, 'unionSqlInjectionChallenge')
        ? shop.ctx.db.prepare<[string], { password: string }>('SELECT password FROM Users WHERE email = ?').get('kemal@pulp.shop')?.password
        : rows.find((row) => row.name === 'kemal@pulp.shop')?.description;
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      const cracked = COMMON_PASSWORDS.find((word) => createHash('md5').update(word).digest('hex') === hash);
      expect(cracked).toBe('mountain1');
      expect((await login(shop, 'kemal@pulp.shop', cracked!)).statusCode).toBe(200);
    });
    // Hardened, his password is random per data directory: no word, and no word-list password, opens his account.
    if (isFixedIn(shop, 'loginJimChallenge')) for (const word of COMMON_PASSWORDS) expect((await login(shop, 'kemal@pulp.shop', word)).statusCode).toBe(401);
  });
});

describe('Login MC Zest (loginRapperChallenge)', () => {
  it('the verse in his review spells out his password', async () => {
    for (const wrong of ['Zest4Life', 'zest for life', 'zestforlife']) expect((await login(shop, 'mczest@pulp.shop', wrong)).statusCode).toBe(401);
    await expectNotSolved(shop, 'loginRapperChallenge');
    await exploit(shop, 'loginRapperChallenge', async () => {
      const verse = (await allReviews(shop)).find((review) => review.author === 'mczest@pulp.shop')?.message ?? '';
      const key = /My key is ([a-z ]+), but the for is a 4/.exec(verse)?.[1];
      expect(key).toBe('zest for life');
      expect(verse).toMatch(/no capitals, no spaces/);
      const password = key!.replace(' for ', '4').replaceAll(' ', '');
      expect((await login(shop, 'mczest@pulp.shop', password)).statusCode).toBe(200);
    });
  });

  it('hardened: his review still carries a verse, one that gives nothing away', async () => {
    const verse = (await allReviews(shop)).find((review) => review.author === 'mczest@pulp.shop')?.message ?? '';
    expect(verse).toMatch(/^Wrote a verse for this can/);
    if (isFixedIn(shop, 'loginRapperChallenge')) expect(verse).not.toMatch(/key|zest|4/i);
    else expect(verse).toMatch(/zest for life/);
  });
});

describe('Login Support Team (loginSupportChallenge)', () => {
  const WORD_LIST = ['support', 'password', 'helpdesk', 'juice', 'pulp', 'orange', 'pulpfiction', 'letmein'];

  /** The file drop's folder in the data directory holds the vault (the public documents are served as before). */
  const vaultPublished = async () => {
    expect(await ftpText(shop, 'password-tips.md')).toMatch(/^# Passwords you can actually remember/);
    return fs.existsSync(path.join(shop.ctx.settings.dataDir, 'ftp', 'support-vault.kdbx'));
  };

  it('hardened: the public file drop holds no password vault, and its other documents are still there', async () => {
    expect(await vaultPublished()).toBe(!isFixedIn(shop, 'loginSupportChallenge'));
  });

  async function stealTheVaultAndLogIn() {
    const listing = await ftpListing(shop);
    expect(listing).toContain('support-vault.kdbx');
    expect((await shop.app.inject({ method: 'GET', url: '/ftp/support-vault.kdbx' })).statusCode).toBe(403);
    // The null byte is the way in; where it is fixed (hardened), the vault is read from the folder the listing shows.
    const bytes = isFixedIn(shop, 'nullByteChallenge') ? fs.readFileSync(path.join(shop.dataDir, 'ftp', 'support-vault.kdbx')) : await nullByteDownload('support-vault.kdbx');
    // KeePass 2 signature.
    expect(bytes.readUInt32LE(0)).toBe(0x9aa2d903);
    expect(bytes.readUInt32LE(4)).toBe(0xb54bfb67);

    let vault: kdbxweb.Kdbx | null = null;
    let master: string | null = null;
    for (const word of WORD_LIST) {
      try {
        vault = await kdbxweb.Kdbx.load(new Uint8Array(bytes).buffer, new kdbxweb.Credentials(kdbxweb.ProtectedValue.fromString(word)));
        master = word;
        break;
      } catch {
        // wrong master password: the next word
      }
    }
    expect(master).toBe('pulpfiction');
    const entries = vault!.getDefaultGroup().groups.flatMap((group) => group.entries);
    const account = entries.find((entry) => entry.fields.get('UserName') === 'support@pulp.shop');
    const password = (account!.fields.get('Password') as kdbxweb.ProtectedValue).getText();
    expect((await login(shop, 'support@pulp.shop', `${password}x`)).statusCode).toBe(401);
    await expectNotSolved(shop, 'loginSupportChallenge');
    expect((await login(shop, 'support@pulp.shop', password)).statusCode).toBe(200);
  }

  it('the vault in /ftp is listed, downloads with the null byte, opens with a word from the list, and holds the password', async () => {
    await exploit(shop, 'loginSupportChallenge', async () => stealTheVaultAndLogIn());
  });
});

describe('Leaked Access Logs (dlpPasswordSprayingChallenge)', () => {
  it('a new account with the leaked password does not count', async () => {
    const leaked = '0range-Gr0ve!23';
    const user = await registerCustomer(shop, { password: leaked });
    expect((await login(shop, user.email, leaked)).statusCode).toBe(200);
    await expectNotSolved(shop, 'dlpPasswordSprayingChallenge');
  });

  it("the incident note quotes a password change from the access log; sprayed over the reviewers' addresses it opens Ruth's account", async () => {
    await exploit(shop, 'dlpPasswordSprayingChallenge', async () => {
      const note = await ftpText(shop, 'incident-2024-05-21.md');
      const query = /GET \/rest\/user\/change-password\?([^ ]+) HTTP/.exec(note)?.[1];
      const leaked = new URLSearchParams(query).get('new');
      expect(leaked).toBe('0range-Gr0ve!23');
      const addresses = [...new Set((await allReviews(shop)).map((review) => review.author))];
      expect(addresses.length).toBeGreaterThan(10);
      const opened: string[] = [];
      for (const email of addresses) if ((await login(shop, email, leaked!)).statusCode === 200) opened.push(email);
      expect(opened).toEqual(['ruth@pulp.shop']);
    });
  });

  it('hardened: the incident note still quotes the log, with the query strings cut', async () => {
    const note = await ftpText(shop, 'incident-2024-05-21.md');
    expect(note).toMatch(/"POST \/rest\/basket\/7\/checkout HTTP\/1\.1" 504/);
    if (isFixedIn(shop, 'dlpPasswordSprayingChallenge')) {
      expect(note).toContain('"GET /rest/user/change-password?[query removed] HTTP/1.1"');
      expect(note).not.toMatch(/Gr0ve|Sommer2023/);
    } else {
      expect(note).toContain('new=0range-Gr0ve%2123');
    }
  });
});

describe('Login Noor (loginAmyChallenge)', () => {
  it("the newsletter's recipe applied to the name in her review is her password; the example itself is not", async () => {
    const tips = await ftpText(shop, 'password-tips.md');
    const example = /The name Barney, for example, becomes `([^`]+)`/.exec(tips)?.[1];
    expect(example).toHaveLength(24);
    expect(tips).toMatch(/One important final note/);
    expect((await login(shop, 'noor@pulp.shop', example!)).statusCode).toBe(401);
    expect((await login(shop, 'noor@pulp.shop', 'Malik!!!!!!!!!!!!!!!!!!!')).statusCode).toBe(401);
    await expectNotSolved(shop, 'loginAmyChallenge');

    const review = (await allReviews(shop)).find((candidate) => candidate.author === 'noor@pulp.shop');
    const name = /Gave this to (\w+) for our tenth anniversary/.exec(review?.message ?? '')?.[1];
    expect(name).toBe('Malik');
    // The recipe: first letter capital, the first "a" a 4, exclamation marks up to 24 characters.
    const password = (name!.charAt(0).toUpperCase() + name!.slice(1).toLowerCase()).replace('a', '4').padEnd(24, '!');
    await exploit(shop, 'loginAmyChallenge', async () => {
      expect((await login(shop, 'noor@pulp.shop', password)).statusCode).toBe(200);
    });
  });
});

describe('Login Henrik (oauthUserPasswordChallenge)', () => {
  it('an external sign-in with an address of your own, and its password, solve nothing; Pulp ID refuses Henrik\'s address', async () => {
    const own = uniqueEmail('external');
    const signIn = await providerSignIn(own);
    expect(signIn.status).toBe(303);
    expect((await externalLogin(own, signIn.token!)).statusCode).toBe(200);
    // The account can also log in with the password the shop gave it, as the return page says;
    // hardened, that password is random and nobody's to know (the provider signs the owner in again).
    const passwordFixed = isFixedIn(shop, 'oauthUserPasswordChallenge');
    expect((await login(shop, own, base64(reversed(own)))).statusCode).toBe(passwordFixed ? 401 : 200);
    if (passwordFixed) expect((await externalLogin(own, (await providerSignIn(own)).token!)).statusCode).toBe(200);
    const refused = await providerSignIn('henrik.dahl@mailbox.example');
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("This address belongs to another person&#39;s Pulp ID account.");
    await expectNotSolved(shop, 'oauthUserPasswordChallenge');
  });

  it("his review says he shops with his Pulp ID; the password derived from that address logs him in", async () => {
    const review = (await allReviews(shop)).find((candidate) => candidate.author === 'henrik.dahl@mailbox.example');
    expect(review?.message).toMatch(/Pulp ID/);
    await exploit(shop, 'oauthUserPasswordChallenge', async () => {
      const response = await login(shop, 'henrik.dahl@mailbox.example', base64(reversed('henrik.dahl@mailbox.example')));
      expect(response.statusCode).toBe(200);
    });
    await expectNotSolved(shop, 'loginCisoChallenge');
  });
});

describe('Login CISO (loginCisoChallenge)', () => {
  it('the press kit names her address, which Pulp ID will not sign anybody in as; honest external sign-ins solve nothing', async () => {
    expect(await ftpText(shop, 'press-kit.md')).toMatch(/chief information security officer: ciso@pulp\.shop/);
    expect((await providerSignIn('ciso@pulp.shop')).status).toBe(400);
    const own = uniqueEmail('external');
    const { token } = await providerSignIn(own);
    const response = await externalLogin(own, token!);
    expect(tokenEmail(response.json().authentication.token)).toBe(own);
    // A token for one's own address sent with the address of an account with a password opens nothing.
    const admin = await externalLogin('admin@pulp.shop', (await providerSignIn(own)).token!);
    expect(admin.statusCode).toBe(401);
    expect(admin.json().authentication).toBeUndefined();
    await expectNotSolved(shop, 'loginCisoChallenge');
  });

  it("a token for one's own address, sent with the CISO's address, logs in as the CISO", async () => {
    const attacker = uniqueEmail('attacker');
    const { token } = await providerSignIn(attacker);
    await exploit(shop, 'loginCisoChallenge', async () => {
      const response = await externalLogin('ciso@pulp.shop', token!);
      expect(response.statusCode).toBe(200);
      expect(tokenEmail(response.json().authentication.token)).toBe('ciso@pulp.shop');
    });
    await expectNotSolved(shop, 'oauthUserPasswordChallenge');
    // Hardened, the same token still signs in its own address.
    if (isFixedIn(shop, 'loginCisoChallenge')) expect(tokenEmail((await externalLogin(attacker, token!)).json().authentication.token)).toBe(attacker);
  });
});
