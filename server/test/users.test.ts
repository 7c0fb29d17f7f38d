import { decode } from 'jsonwebtoken';
import { ADMIN, DEMO, startTestShop, type TestShop } from './helpers';
import { registerCustomer, uniqueEmail } from './account-helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const register = (payload: unknown) => shop.app.inject({ method: 'POST', url: '/api/Users', payload: payload as Record<string, unknown> });

const validRegistration = () => ({
  email: uniqueEmail('reg'),
  password: 'Pulp1!',
  passwordRepeat: 'Pulp1!',
  securityQuestion: { id: 3, question: 'The city where you had your first job?' },
  securityAnswer: 'Lisbon',
});

describe('registration (POST /api/Users)', () => {
  it('creates a customer with a hashed password and the security answer', async () => {
    const body = validRegistration();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ email: body.email, role: 'customer' });
    expect(data.password).toBeUndefined();
    expect(data.createdAt).toEqual(expect.any(String));
    const row = shop.ctx.db.prepare('SELECT password FROM Users WHERE id = ?').get(data.id) as { password: string };
    expect(row.password).not.toBe(body.password);
    expect(row.password).toMatch(/^[0-9a-f]{32}$/);
    const answer = shop.ctx.db.prepare('SELECT SecurityQuestionId, answer FROM SecurityAnswers WHERE UserId = ?').get(data.id) as { SecurityQuestionId: number; answer: string };
    expect(answer.SecurityQuestionId).toBe(3);
    expect(answer.answer).not.toBe('Lisbon');
    // The new user can log in.
    await expect(shop.login(body.email, body.password)).resolves.toMatchObject({ bid: expect.any(Number) });
  });

  it('answers a list of errors for each broken rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email address is not valid'],
      [{ password: 'abc', passwordRepeat: 'abc' }, 'password must be 5 to 20 characters long'],
      [{ password: 'x'.repeat(21), passwordRepeat: 'x'.repeat(21) }, 'password must be 5 to 20 characters long'],
      [{ securityAnswer: '   ' }, 'please answer your security question'],
      [{ securityQuestion: { id: 999 } }, 'please choose one of the security questions'],
      [{ email: DEMO.email }, 'email must be unique'],
    ];
    for (const [override, message] of cases) {
      const response = await register({ ...validRegistration(), ...override });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe(message);
    }
  });

  // The repeated password is not compared and a role is taken (Repetitive Registration and
  // Admin Registration: server/test/challenges/identity.test.ts); an unknown role is still refused.
  it('refuses missing fields, wrong types, an unknown role and oversized values', async () => {
    const { email: _email, ...withoutEmail } = validRegistration();
    expect((await register(withoutEmail)).statusCode).toBe(400);
    expect((await register({ ...validRegistration(), securityQuestion: 'first pet' })).statusCode).toBe(400);
    expect((await register({ ...validRegistration(), password: { secret: 'Pulp1!' } })).statusCode).toBe(400);
    expect((await register({ ...validRegistration(), role: 'superuser' })).statusCode).toBe(400);
    expect((await register({ ...validRegistration(), email: `${'a'.repeat(400)}@x.io` })).statusCode).toBe(400);
    expect((await register({})).json().status).toBe('error');
    const oversized = await shop.app.inject({ method: 'POST', url: '/api/Users', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(oversized.statusCode).toBe(413);
  });
});

describe('login', () => {
  it('answers token, basket id and email, with role and last login IP in the token', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: DEMO });
    expect(response.statusCode).toBe(200);
    const { authentication } = response.json();
    expect(authentication).toEqual({ token: expect.any(String), bid: expect.any(Number), umail: DEMO.email });
    const payload = decode(authentication.token) as { data: Record<string, unknown> };
    expect(payload.data).toMatchObject({ email: DEMO.email, role: 'customer', lastLoginIp: expect.any(String) });
    expect(payload.data.password).toBeUndefined();
    expect(payload.data.totpSecret).toBeUndefined();
  });

  it('refuses a wrong password, an unknown user and malformed bodies', async () => {
    const wrong = await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { ...DEMO, password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid email or password.');
    expect((await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email: 'ghost@pulp.shop', password: 'x' } })).statusCode).toBe(401);
    // Changed to accept what the reference shop's clients send: a left-out password counts as empty (and so does not match).
    expect((await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email: DEMO.email } })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { password: DEMO.password } })).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email: ['a'], password: {} } })).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { ...DEMO, oauth: 'yes' } })).statusCode).toBe(400);
  });
});

describe('last login IP, whoami and user reads', () => {
  it('records the caller address on saveLoginIp and puts it into the next token', async () => {
    const user = await registerCustomer(shop);
    const first = await shop.login(user.email, user.password);
    expect((decode(first.token) as { data: { lastLoginIp: string } }).data.lastLoginIp).toBe('0.0.0.0');
    const saved = await shop.app.inject({ method: 'GET', url: '/rest/saveLoginIp', headers: first.headers, remoteAddress: '10.1.2.3' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: user.email, lastLoginIp: '10.1.2.3' });
    const second = await shop.login(user.email, user.password);
    expect((decode(second.token) as { data: { lastLoginIp: string } }).data.lastLoginIp).toBe('10.1.2.3');
    expect((await shop.app.inject({ method: 'GET', url: '/rest/saveLoginIp' })).statusCode).toBe(401);
  });

  it('tells who is logged in, and nobody without a token', async () => {
    const { headers } = await shop.login(DEMO.email, DEMO.password);
    expect((await shop.app.inject({ method: 'GET', url: '/rest/user/whoami', headers })).json().user.email).toBe(DEMO.email);
    expect((await shop.app.inject({ method: 'GET', url: '/rest/user/whoami' })).json()).toEqual({ user: {} });
    expect((await shop.app.inject({ method: 'GET', url: '/rest/user/whoami', headers: { authorization: 'Bearer forged' } })).json()).toEqual({ user: {} });
  });

  it('lets users read themselves, admins everybody', async () => {
    const user = await registerCustomer(shop);
    const own = await shop.login(user.email, user.password);
    expect((await shop.app.inject({ method: 'GET', url: `/api/Users/${user.id}`, headers: own.headers })).json().data.email).toBe(user.email);
    expect((await shop.app.inject({ method: 'GET', url: '/api/Users/1', headers: own.headers })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/Users', headers: own.headers })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: `/api/Users/${user.id}` })).statusCode).toBe(401);
    const admin = await shop.login(ADMIN.email, ADMIN.password);
    const list = (await shop.app.inject({ method: 'GET', url: '/api/Users', headers: admin.headers })).json().data as { email: string; password?: string }[];
    expect(list.map((entry) => entry.email)).toEqual(expect.arrayContaining([DEMO.email, user.email]));
    expect(list.every((entry) => entry.password === undefined)).toBe(true);
    expect((await shop.app.inject({ method: 'GET', url: '/api/Users/99999', headers: admin.headers })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/api/Users/abc', headers: admin.headers })).statusCode).toBe(400);
  });

  it('shows admins which users hold a session, without the token itself', async () => {
    const loggedIn = await registerCustomer(shop);
    const loggedOut = await registerCustomer(shop);
    const session = await shop.login(loggedIn.email, loggedIn.password);
    const admin = await shop.login(ADMIN.email, ADMIN.password);
    const response = await shop.app.inject({ method: 'GET', url: '/rest/user/authentication-details', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { email: string; token: string; password: string }[];
    const active = rows.find((row) => row.email === loggedIn.email);
    expect(active?.token).toBeTruthy();
    expect(active?.token).not.toContain(session.token.slice(0, 20));
    expect(rows.find((row) => row.email === loggedOut.email)?.token).toBe('');
    expect(rows.every((row) => row.password === '********')).toBe(true);
    expect((await shop.app.inject({ method: 'GET', url: '/rest/user/authentication-details', headers: session.headers })).statusCode).toBe(403);
  });
});
