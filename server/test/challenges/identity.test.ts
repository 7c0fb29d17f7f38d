import { createHmac } from 'node:crypto';
import { decode } from 'jsonwebtoken';
import { ADMIN, DELUXE, DEMO, seededAdminPassword, startTestShop, type TestShop } from '../helpers';
import { registerCustomer, uniqueEmail, type Registered } from '../account-helpers';
import { INES, JONAS, shopper } from '../shop-helpers';
import { expectNotSolved, expectSolved, exploit, isFixedIn } from '../challenges';

/**
 * Group B of the challenge catalogue: identity and account. Each block starts its own shop,
 * uses the screen or endpoint honestly first (the challenge stays unsolved), then solves it
 * the way a trainee would, and asserts through GET /api/Challenges that it is solved.
 */
let shop: TestShop;

async function freshShop(): Promise<void> {
  shop = await startTestShop();
}
afterEach(async () => {
  await shop?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const login = (email: string, password: string) => post('/rest/user/login', { email, password });
const tokenData = (token: string) => (decode(token) as { data: { id: number; email: string; role: string; lastLoginIp: string } }).data;
const whoami = async (token: string) => (await shop.app.inject({ method: 'GET', url: '/rest/user/whoami', headers: { authorization: `Bearer ${token}` } })).json().user;

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('identity'),
  password: 'Pulp1!',
  passwordRepeat: 'Pulp1!',
  securityQuestion: { id: 3, question: 'The city where you had your first job?' },
  securityAnswer: 'Porto',
  ...overrides,
});

describe('Login Admin, Login Jonas, GDPR Data Erasure and Password Strength (login)', () => {
  beforeEach(freshShop);

  it('a customer logging in solves none of them; the admin typing admin123 solves only Password Strength (hardened: admin123 is no password here)', async () => {
    expect((await login(DEMO.email, DEMO.password)).statusCode).toBe(200);
    expect((await login(JONAS.email, JONAS.password)).statusCode).toBe(200);
    for (const key of ['loginAdminChallenge', 'loginJonasChallenge', 'ghostLoginChallenge', 'weakPasswordChallenge']) await expectNotSolved(shop, key);

    // The erased account cannot log in with its own password.
    expect((await login('theo@pulp.shop', 'Ph0enix-Rising')).statusCode).toBe(401);
    await expectNotSolved(shop, 'ghostLoginChallenge');

    await exploit(shop, 'weakPasswordChallenge', async () => {
      const admin = await login(ADMIN.email, ADMIN.password);
      expect(admin.statusCode).toBe(200);
    });
    await expectNotSolved(shop, 'loginAdminChallenge');
    if (isFixedIn(shop, 'weakPasswordChallenge')) {
      // Hardened, the administrator's password is made for the data directory, where the trainer reads it.
      const password = seededAdminPassword(shop.dataDir);
      expect(password).toMatch(/^[\w-]{24}$/);
      expect((await login(ADMIN.email, password)).statusCode).toBe(200);
      await expectNotSolved(shop, 'weakPasswordChallenge');
    }
  });

  it("' OR 1=1-- logs in as the first user, the administrator", async () => {
    await exploit(shop, 'loginAdminChallenge', async () => {
      const response = await login("' OR 1=1--", 'anything');
      expect(response.statusCode).toBe(200);
      expect(tokenData(response.json().authentication.token)).toMatchObject({ email: ADMIN.email, role: 'admin' });
    });
    await expectNotSolved(shop, 'weakPasswordChallenge');
    await expectNotSolved(shop, 'loginJonasChallenge');
  });

  it("jonas@pulp.shop'-- logs in as Jonas without his password", async () => {
    await exploit(shop, 'loginJonasChallenge', async () => {
      const response = await login("jonas@pulp.shop'--", 'not-his-password');
      expect(response.statusCode).toBe(200);
      expect(response.json().authentication.umail).toBe(JONAS.email);
    });
    await expectNotSolved(shop, 'loginAdminChallenge');
  });

  it("theo@pulp.shop'-- logs in with the erased account", async () => {
    await exploit(shop, 'ghostLoginChallenge', async () => {
      const response = await login("theo@pulp.shop'--", 'x');
      expect(response.statusCode).toBe(200);
      expect(tokenData(response.json().authentication.token).email).toBe('theo@pulp.shop');
    });
  });

  it('keeps ordinary logins working and answers broken statements with a plain 401', async () => {
    const user = await registerCustomer(shop);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    for (const email of ["'", "x' UNION SELECT 1--", "x'; DROP TABLE Users--", "x' OR 1=1; DELETE FROM Users--"]) {
      const response = await login(email, 'x');
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Invalid email or password.');
    }
    // Nothing was dropped or deleted: one statement is all the login ever runs.
    expect((await login(DEMO.email, DEMO.password)).statusCode).toBe(200);
    // A row the injection makes up is no account: no session for it.
    const invented = await login("x' UNION SELECT 4242, 'evil', 'evil@pulp.shop', 'x', 'admin', '', '', '', '', 1, '', '', NULL--", 'x');
    expect(invented.statusCode).toBe(401);
    for (const key of ['loginAdminChallenge', 'loginJonasChallenge', 'ghostLoginChallenge']) await expectNotSolved(shop, key);
  });
});

describe('Empty User Registration, Repetitive Registration and Admin Registration (POST /api/Users)', () => {
  beforeEach(freshShop);

  it('a registration as the form sends it solves none of them, and broken values are still refused', async () => {
    expect((await post('/api/Users', registration())).statusCode).toBe(201);
    expect((await post('/api/Users', registration({ email: 'not-an-email' }))).statusCode).toBe(400);
    expect((await post('/api/Users', registration({ password: 'abc', passwordRepeat: 'abc' }))).statusCode).toBe(400);
    expect((await post('/api/Users', registration({ email: '', password: 'abc', passwordRepeat: 'abc' }))).statusCode).toBe(400);
    expect((await post('/api/Users', registration({ role: 'root' }))).statusCode).toBe(400);
    for (const key of ['emptyUserRegistration', 'passwordRepeatChallenge', 'registerAdminChallenge']) await expectNotSolved(shop, key);
  });

  it('the published payload {"email":"","password":""} is accepted (once: the empty address is then taken)', async () => {
    await exploit(shop, 'emptyUserRegistration', async () => {
      const response = await post('/api/Users', { email: '', password: '' });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.email).toBe('');
    });
    // Sending no repeat at all is not Repetitive Registration.
    await expectNotSolved(shop, 'passwordRepeatChallenge');
    // Hardened, the empty address is refused for what it is, not for being taken.
    const again = await post('/api/Users', registration({ email: '', password: '', passwordRepeat: '' }));
    expect(again.json().error).toBe(isFixedIn(shop, 'emptyUserRegistration') ? 'email address is not valid' : 'email must be unique');
  });

  it('a repeated password that differs is accepted', async () => {
    const body = registration({ passwordRepeat: 'something-else' });
    await exploit(shop, 'passwordRepeatChallenge', async () => {
      expect((await post('/api/Users', body)).statusCode).toBe(201);
    });
    if (isFixedIn(shop, 'passwordRepeatChallenge')) {
      // Hardened: refused for the repeat, with the message the form translates; no account was made.
      expect((await post('/api/Users', body)).json()).toMatchObject({ status: 'error', errors: [{ path: 'passwordRepeat', message: 'New and repeated password do not match.' }] });
      expect((await login(body.email as string, 'Pulp1!')).statusCode).toBe(401);
      // An empty repeat is a repeat too, and a matching one (or none, as API clients send) registers.
      expect((await post('/api/Users', registration({ passwordRepeat: '' }))).statusCode).toBe(400);
      expect((await post('/api/Users', { ...registration(), passwordRepeat: undefined })).statusCode).toBe(201);
      expect((await post('/api/Users', registration())).statusCode).toBe(201);
      await expectNotSolved(shop, 'passwordRepeatChallenge');
    } else {
      expect((await login(body.email as string, 'Pulp1!')).statusCode).toBe(200);
    }
  });

  it('a role sent along is taken: the new user is an administrator', async () => {
    const body = registration({ role: 'admin' });
    await exploit(shop, 'registerAdminChallenge', async () => {
      const response = await post('/api/Users', body);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.role).toBe('admin');
    });
    // Hardened, the registration still works, as a customer's: the administration stays closed.
    const session = await shop.login(body.email as string, 'Pulp1!');
    const users = await shop.app.inject({ method: 'GET', url: '/api/Users', headers: session.headers });
    expect(users.statusCode).toBe(isFixedIn(shop, 'registerAdminChallenge') ? 403 : 200);
  });
});

describe('CSRF and Change Ines\'s Password (GET /rest/user/change-password)', () => {
  beforeEach(freshShop);
  const change = (query: Record<string, string>, headers: Record<string, string>) =>
    shop.app.inject({ method: 'GET', url: `/rest/user/change-password?${new URLSearchParams(query).toString()}`, headers });

  it('the shop\'s own screen (bearer header, same origin) solves neither', async () => {
    const user = await registerCustomer(shop);
    const { headers, token } = await shop.login(user.email, user.password);
    const own = { host: 'shop.test', origin: 'http://shop.test', referer: 'http://shop.test/#/privacy-security/change-password', 'sec-fetch-site': 'same-origin' };
    expect((await change({ current: user.password, new: 'Fresh-Lime9', repeat: 'Fresh-Lime9' }, { ...headers, ...own })).statusCode).toBe(200);
    // The cookie from the shop's own origin, or a URL typed into the address bar: no forgery.
    // Where the CSRF fix runs (hardened), this request takes the session from the header only.
    const byCookie = isFixedIn(shop, 'csrfChallenge') ? 401 : 200;
    expect((await change({ current: 'Fresh-Lime9', new: 'Fresh-Lime8', repeat: 'Fresh-Lime8' }, { cookie: `token=${token}`, ...own })).statusCode).toBe(byCookie);
    expect((await change({ current: 'Fresh-Lime8', new: 'Fresh-Lime7', repeat: 'Fresh-Lime7' }, { cookie: `token=${token}`, host: 'shop.test', 'sec-fetch-site': 'none' })).statusCode).toBe(byCookie);
    await expectNotSolved(shop, 'csrfChallenge');
    // Ines changing her own password, with her current one, to exactly that value.
    const ines = await shop.login(INES.email, INES.password);
    expect((await change({ current: INES.password, new: 'CitrusC0up!', repeat: 'CitrusC0up!' }, ines.headers)).statusCode).toBe(200);
    await expectNotSolved(shop, 'changePasswordInesChallenge');
  });

  it('a link on another site changes the password of whoever is logged in, with the cookie alone', async () => {
    const victim = await registerCustomer(shop);
    const { token } = await shop.login(victim.email, victim.password);
    const fromElsewhere = { cookie: `token=${token}`, host: 'shop.test', referer: 'http://attacker.test/cute-kittens.html', 'sec-fetch-site': 'cross-site' };
    await exploit(shop, 'csrfChallenge', async () => {
      expect((await change({ new: 'Hacked-123', repeat: 'Hacked-123' }, fromElsewhere)).statusCode).toBe(200);
      expect((await login(victim.email, 'Hacked-123')).statusCode).toBe(200);
    });
  });

  it('Referer or Origin of another host is enough evidence, and a wrong current password still stops it', async () => {
    const victim = await registerCustomer(shop);
    const { token } = await shop.login(victim.email, victim.password);
    const wrong = await change({ current: 'wrong', new: 'Hacked-123', repeat: 'Hacked-123' }, { cookie: `token=${token}`, host: 'shop.test', origin: 'http://attacker.test' });
    expect(wrong.statusCode).toBe(401);
    await expectNotSolved(shop, 'csrfChallenge');
    await exploit(shop, 'csrfChallenge', async () => {
      expect((await change({ new: 'Hacked-123', repeat: 'Hacked-123' }, { cookie: `token=${token}`, host: 'shop.test', origin: 'http://attacker.test' })).statusCode).toBe(200);
    });
  });

  it("leaving out `current` changes Ines's password (her session from the login injection)", async () => {
    // Where the login injection is fixed (hardened), her session comes from her own password.
    const injected = isFixedIn(shop, 'loginBenderChallenge') ? await login(INES.email, INES.password) : await login("ines@pulp.shop'--", 'x');
    const token = injected.json().authentication.token as string;
    const headers = { authorization: `Bearer ${token}` };
    await exploit(shop, 'changePasswordInesChallenge', async () => {
      expect((await change({ new: 'Other-Pass1', repeat: 'Other-Pass2' }, headers)).statusCode).toBe(400);
      expect((await change({ new: 'CitrusC0up!', repeat: 'CitrusC0up!' }, headers)).statusCode).toBe(200);
      expect((await login(INES.email, 'CitrusC0up!')).statusCode).toBe(200);
    });
    // Hardened, her password stays hers.
    if (isFixedIn(shop, 'changePasswordInesChallenge')) expect((await login(INES.email, INES.password)).statusCode).toBe(200);
  });
});

describe("Reset Jonas's Password and Reset Mira's Password (POST /rest/user/reset-password)", () => {
  beforeEach(freshShop);
  const reset = (email: string, answer: string) => post('/rest/user/reset-password', { email, answer, new: 'Brand-New1', repeat: 'Brand-New1' });

  it('another customer resetting their own password, or a wrong guess, solves neither', async () => {
    const user = await registerCustomer(shop, { answer: 'Bergamot' });
    expect((await reset(user.email, 'Bergamot')).statusCode).toBe(200);
    expect((await reset(JONAS.email, 'Lisbon')).statusCode).toBe(401);
    expect((await reset(DELUXE.email, 'Mango')).statusCode).toBe(401);
    await expectNotSolved(shop, 'resetPasswordJonasChallenge');
    await expectNotSolved(shop, 'resetPasswordMiraChallenge');
  });

  it("Jonas's answer is on the street sign of his first-job photo on the photo wall", async () => {
    const question = (await shop.app.inject({ method: 'GET', url: `/rest/user/security-question?email=${JONAS.email}` })).json().question;
    expect(question.question).toMatch(/first job/);
    const memories = (await shop.app.inject({ method: 'GET', url: '/rest/memories' })).json().data as { caption: string; imagePath: string; User: { username: string } }[];
    const photo = memories.find((memory) => memory.User.username === 'jonas' && /first job/i.test(memory.caption));
    expect(photo).toBeDefined();
    await exploit(shop, 'resetPasswordJonasChallenge', async () => {
      const picture = (await shop.app.inject({ method: 'GET', url: `/${photo?.imagePath}` })).body;
      const city = /<text[^>]*font-size="17"[^>]*>([^<]+)<\/text>/.exec(picture)?.[1];
      expect(city).toBe('Lima');
      expect((await reset(JONAS.email, city as string)).statusCode).toBe(200);
    });
  });

  it("hardened: Jonas's first-job photo still shows the stall, without the street sign", async () => {
    const memories = (await shop.app.inject({ method: 'GET', url: '/rest/memories' })).json().data as { caption: string; imagePath: string; User: { username: string } }[];
    const photo = memories.find((memory) => memory.User.username === 'jonas' && /first job/i.test(memory.caption));
    const picture = await shop.app.inject({ method: 'GET', url: `/${photo?.imagePath}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('aria-label="Juice stall"');
    if (isFixedIn(shop, 'resetPasswordJonasChallenge')) expect(picture.body).not.toMatch(/Lima|Larco|<text/);
    else expect(picture.body).toContain('>Lima</text>');
  });

  it("Mira's answer is in one of her product reviews", async () => {
    const question = (await shop.app.inject({ method: 'GET', url: `/rest/user/security-question?email=${DELUXE.email}` })).json().question;
    expect(question.question).toMatch(/fruit you liked least/);
    await exploit(shop, 'resetPasswordMiraChallenge', async () => {
      const reviews = await Promise.all(
        Array.from({ length: 34 }, async (_, index) => (await shop.app.inject({ method: 'GET', url: `/rest/products/${index + 1}/reviews` })).json().data as { author: string; message: string }[]),
      );
      const confession = reviews.flat().find((review) => review.author === DELUXE.email && /as a child/i.test(review.message));
      const fruit = /hated exactly one fruit: (\w+)/.exec(confession?.message ?? '')?.[1];
      expect(fruit).toBe('Kumquat');
      expect((await reset(DELUXE.email, fruit as string)).statusCode).toBe(200);
    });
  });

  it("hardened: Mira's sea buckthorn review is still there, and names no fruit she disliked", async () => {
    const review = ((await shop.app.inject({ method: 'GET', url: '/rest/products/search?q=Sea%20Buckthorn' })).json().data as { id: number }[])[0];
    const reviews = (await shop.app.inject({ method: 'GET', url: `/rest/products/${review.id}/reviews` })).json().data as { author: string; message: string }[];
    const mira = reviews.find((entry) => entry.author === DELUXE.email);
    expect(mira?.message).toMatch(/^Sour in the best way\./);
    if (isFixedIn(shop, 'resetPasswordMiraChallenge')) expect(mira?.message).not.toMatch(/Kumquat|hated/);
    else expect(mira?.message).toContain('Kumquat');
  });
});

describe('HTTP-Header XSS (GET /rest/saveLoginIp)', () => {
  beforeEach(freshShop);
  const saveLoginIp = (headers: Record<string, string>, remoteAddress = '10.9.8.7') => shop.app.inject({ method: 'GET', url: '/rest/saveLoginIp', headers, remoteAddress });

  it('logging out normally stores the socket address; a plain address in the header solves nothing', async () => {
    const user = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    expect((await saveLoginIp(headers)).json().lastLoginIp).toBe('10.9.8.7');
    // Hardened, the header is not believed: the socket address is stored.
    const claimed = isFixedIn(shop, 'httpHeaderXssChallenge') ? '10.9.8.7' : '203.0.113.5';
    expect((await saveLoginIp({ ...headers, 'true-client-ip': '203.0.113.5' })).json().lastLoginIp).toBe(claimed);
    // A claimed address too long for one is refused (hardened: not read at all, the socket's is stored).
    expect((await saveLoginIp({ ...headers, 'true-client-ip': 'x'.repeat(256) })).statusCode).toBe(isFixedIn(shop, 'httpHeaderXssChallenge') ? 200 : 400);
    await expectNotSolved(shop, 'httpHeaderXssChallenge');
  });

  it('the iframe payload in True-Client-IP is stored and lands in the next login token', async () => {
    const user: Registered = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    const payload = '<iframe src="javascript:alert(`xss`)">';
    await exploit(shop, 'httpHeaderXssChallenge', async () => {
      expect((await saveLoginIp({ ...headers, 'true-client-ip': payload })).statusCode).toBe(200);
      const next = await shop.login(user.email, user.password);
      expect(tokenData(next.token).lastLoginIp).toBe(payload);
    });
    if (isFixedIn(shop, 'httpHeaderXssChallenge')) {
      // Hardened: the logout is recorded with the connection's address, and the next token carries that.
      const next = await shop.login(user.email, user.password);
      expect(tokenData(next.token).lastLoginIp).toBe('10.9.8.7');
    }
  });
});

describe('GDPR Data Theft (POST /rest/user/data-export)', () => {
  beforeEach(freshShop);
  const exportData = async (headers: Record<string, string>) => JSON.parse((await post('/rest/user/data-export', { format: '1' }, headers)).json().userData);

  it("a customer's export holds only their own orders", async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const me = shopper(shop, demo);
    const addressId = (await me.call({ method: 'GET', url: '/api/Addresss' })).json().data[0].id;
    const cardId = (await me.call({ method: 'GET', url: '/api/Cards' })).json().data[0].id;
    await me.put(1, 1);
    const orderId = (await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 2 })).json().orderConfirmation;
    const data = await exportData(demo.headers);
    expect(data.orders.map((order: { orderId: string }) => order.orderId)).toEqual([orderId]);
    await expectNotSolved(shop, 'dataExportChallenge');
  });

  it("an address that masks like ines@pulp.shop collects Ines's orders", async () => {
    const lookalike = await registerCustomer(shop, { email: 'anas@pulp.shop' });
    const { headers } = await shop.login(lookalike.email, lookalike.password);
    await exploit(shop, 'dataExportChallenge', async () => {
      const data = await exportData(headers);
      expect(data.email).toBe('anas@pulp.shop');
      expect(data.orders).toEqual([expect.objectContaining({ orderId: '5e1d-7c0b4a92f3e18d66', products: expect.any(Array) })]);
    });
  });
});

/** A JWT made by hand, the way a trainee makes one. */
function craftToken(header: Record<string, unknown>, payload: Record<string, unknown>, sign: (signed: string) => string = () => ''): string {
  const part = (value: Record<string, unknown>) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part(header)}.${part(payload)}`;
  return `${signed}.${sign(signed)}`;
}
const session = (email: string, extra: Record<string, unknown> = {}) => ({ status: 'success', data: { id: 4242, email, role: 'customer', ...extra }, iat: Math.floor(Date.now() / 1000) });

describe('Unsigned JWT and Forged Signed JWT (the legacy token check)', () => {
  beforeEach(freshShop);

  it('the shop\'s own tokens work, tampered and mis-signed ones are refused, and neither challenge is solved', async () => {
    const { token } = await shop.login(DEMO.email, DEMO.password);
    expect((await whoami(token)).email).toBe(DEMO.email);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify(session('stowaway@pulp.shop'))).toString('base64url')}.${signature}`;
    const publicKey = (await shop.app.inject({ method: 'GET', url: '/encryptionkeys/jwt.pub' })).body;
    const hmac = (secret: string) => (signed: string) => createHmac('sha256', secret).update(signed).digest('base64url');
    const refused = [
      tampered,
      craftToken({ alg: 'none' }, session('stowaway@pulp.shop'), () => 'c2lnbmF0dXJl'),
      craftToken({ alg: 'none' }, { ...session('stowaway@pulp.shop'), exp: Math.floor(Date.now() / 1000) - 60 }),
      craftToken({ alg: 'none' }, { status: 'success', data: { email: 'stowaway@pulp.shop' } }),
      craftToken({ alg: 'none' }, { data: 'stowaway@pulp.shop' }),
      craftToken({ alg: 'HS256' }, session('keysmith@pulp.shop'), hmac('not-the-key')),
      craftToken({ alg: 'HS512' }, session('keysmith@pulp.shop'), (signed) => createHmac('sha512', publicKey).update(signed).digest('base64url')),
      craftToken({ alg: 'ES256' }, session('keysmith@pulp.shop'), hmac(publicKey)),
      'not.a.token',
    ];
    for (const forged of refused) {
      expect(await whoami(forged)).toEqual({});
      expect((await shop.app.inject({ method: 'GET', url: '/rest/user/whoami', headers: { cookie: `token=${forged}` } })).json().user).toEqual({});
    }
    // The two-factor step never takes a forged temporary token.
    const tmpToken = craftToken({ alg: 'none' }, { userId: 1, purpose: 'password_valid_needs_second_factor_token' });
    expect((await post('/rest/2fa/verify', { tmpToken, totpToken: '123456' })).statusCode).toBe(401);
    await expectNotSolved(shop, 'jwtUnsignedChallenge');
    await expectNotSolved(shop, 'jwtForgedChallenge');
  });

  it('a token with alg "none" and no signature passes as stowaway@pulp.shop', async () => {
    await exploit(shop, 'jwtUnsignedChallenge', async () => {
      const forged = craftToken({ alg: 'none', typ: 'JWT' }, session('stowaway@pulp.shop'));
      expect((await whoami(forged)).email).toBe('stowaway@pulp.shop');
    });
    await expectNotSolved(shop, 'jwtForgedChallenge');
  });

  it('an HS256 token signed with the published public key passes as keysmith@pulp.shop', async () => {
    const listing = (await shop.app.inject({ method: 'GET', url: '/encryptionkeys' })).body;
    expect(listing).toContain('href="/encryptionkeys/jwt.pub"');
    const publicKey = (await shop.app.inject({ method: 'GET', url: '/encryptionkeys/jwt.pub' })).body;
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    await exploit(shop, 'jwtForgedChallenge', async () => {
      const forged = craftToken({ alg: 'HS256', typ: 'JWT' }, session('keysmith@pulp.shop'), (signed) => createHmac('sha256', publicKey).update(signed).digest('base64url'));
      expect((await whoami(forged)).email).toBe('keysmith@pulp.shop');
    });
    await expectNotSolved(shop, 'jwtUnsignedChallenge');
  });

  it('never caches a token the legacy check let through: it is checked (and reported) on every use', async () => {
    const reports: string[] = [];
    const listener = shop.ctx.tokens.onLegacyToken;
    shop.ctx.tokens.onLegacyToken = (kind, payload) => {
      reports.push(kind);
      listener?.(kind, payload);
    };
    const forged = craftToken({ alg: 'none' }, session('someone@pulp.shop', { id: 1, role: 'admin' }));
    // Where the legacy check's flaws are fixed (hardened), it refuses the token every time.
    const accepted = !isFixedIn(shop, 'jwtUnsignedChallenge') && !isFixedIn(shop, 'knownVulnerableComponentChallenge');
    for (let i = 0; i < 3; i += 1) expect((await whoami(forged)).email).toBe(accepted ? 'someone@pulp.shop' : undefined);
    expect(reports).toEqual(accepted ? ['unsigned', 'unsigned', 'unsigned'] : []);
    // And the shop's own tokens keep working alongside.
    const { token } = await shop.login(DEMO.email, DEMO.password);
    expect((await whoami(token)).email).toBe(DEMO.email);
    await expectNotSolved(shop, 'jwtUnsignedChallenge');
  });
});

describe('Admin Section (the administration page lists the users)', () => {
  beforeEach(freshShop);

  for (const url of ['/api/Users', '/rest/user/authentication-details']) {
    it(`customers are refused the user table (${url}) and solve nothing; an admin opening the page solves it`, async () => {
      const demo = await shop.login(DEMO.email, DEMO.password);
      expect((await shop.app.inject({ method: 'GET', url, headers: demo.headers })).statusCode).toBe(403);
      expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      await expectNotSolved(shop, 'adminSectionChallenge');
      const admin = await shop.login(ADMIN.email, ADMIN.password);
      expect((await shop.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
      await expectSolved(shop, 'adminSectionChallenge');
    });
  }
});

describe('Weird Crypto (feedback and complaints)', () => {
  beforeEach(freshShop);

  /** The text captcha's question worked out, as a person would. */
  async function captcha() {
    const { captchaId, captcha: question } = (await shop.app.inject({ method: 'GET', url: '/rest/captcha' })).json();
    expect(question).toMatch(/^\d+[-+*]\d+[-+*]\d+$/);
    return { captchaId, captcha: String(new Function(`return ${question}`)()) };
  }
  const feedback = async (comment: string) => post('/api/Feedbacks', { comment, rating: 4, ...(await captcha()) });

  it('ordinary feedback and complaints solve nothing, nor does a refused one naming md5', async () => {
    expect((await feedback('Lovely juices, the checkout was quick. (anonymous)')).statusCode).toBe(201);
    const demo = await shop.login(DEMO.email, DEMO.password);
    expect((await post('/api/Complaints', { message: 'My parcel arrived two days late.' }, demo.headers)).statusCode).toBe(201);
    expect((await post('/api/Feedbacks', { comment: 'You hash passwords with MD5!', rating: 1, captchaId: 1, captcha: 'not a number' })).statusCode).toBe(401);
    await expectNotSolved(shop, 'weirdCryptoChallenge');
  });

  it('feedback naming MD5 solves it', async () => {
    await exploit(shop, 'weirdCryptoChallenge', async () => {
      expect((await feedback('Your password hashes are unsalted MD5. Please switch to bcrypt. (anonymous)')).statusCode).toBe(201);
    });
    if (isFixedIn(shop, 'weirdCryptoChallenge')) {
      // Hardened, passwords are stored as salted scrypt hashes, so the report is no longer true; logins still work.
      const stored = shop.ctx.db.prepare<[string], { password: string }>('SELECT password FROM Users WHERE email = ?').get(DEMO.email)!.password;
      expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect((await login(DEMO.email, DEMO.password)).statusCode).toBe(200);
      expect((await login(DEMO.email, 'not-the-password')).statusCode).toBe(401);
    }
  });

  it('a complaint naming Hashids solves it too', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    expect((await post('/api/Complaints', { message: 'Progress codes are just Hashids with a public salt.' }, demo.headers)).statusCode).toBe(201);
    await expectSolved(shop, 'weirdCryptoChallenge');
  });
});
