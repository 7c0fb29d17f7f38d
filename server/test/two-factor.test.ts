import { generate } from 'otplib';
import { startTestShop, type TestShop } from './helpers';
import { registerCustomer, type Registered } from './account-helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url, payload, headers });
const login = (user: Registered) => post('/rest/user/login', { email: user.email, password: user.password });

/** Sets up two-factor authentication for a user and returns the secret. */
async function enable(user: Registered): Promise<string> {
  const { headers } = await shop.login(user.email, user.password);
  const status = (await shop.app.inject({ method: 'GET', url: '/rest/2fa/status', headers })).json();
  const response = await post('/rest/2fa/setup', { password: user.password, setupToken: status.setupToken, initialToken: await generate({ secret: status.secret }) }, headers);
  expect(response.statusCode).toBe(200);
  return status.secret;
}

describe('two-factor setup', () => {
  it('offers a fresh secret until set up, then reports it as set up', async () => {
    const user = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    const status = (await shop.app.inject({ method: 'GET', url: '/rest/2fa/status', headers })).json();
    expect(status).toMatchObject({ setup: false, email: user.email, secret: expect.stringMatching(/^[A-Z2-7]{16,}$/), setupToken: expect.any(String) });
    await enable(user);
    const after = (await shop.app.inject({ method: 'GET', url: '/rest/2fa/status', headers })).json();
    expect(after).toEqual({ setup: true });
    expect((await shop.app.inject({ method: 'GET', url: '/rest/2fa/status' })).statusCode).toBe(401);
  });

  it('refuses a wrong password, a wrong code and a setup token of another user', async () => {
    const user = await registerCustomer(shop);
    const other = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    const otherHeaders = (await shop.login(other.email, other.password)).headers;
    const status = (await shop.app.inject({ method: 'GET', url: '/rest/2fa/status', headers })).json();
    const code = await generate({ secret: status.secret });
    expect((await post('/rest/2fa/setup', { password: 'wrong', setupToken: status.setupToken, initialToken: code }, headers)).statusCode).toBe(401);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await post('/rest/2fa/setup', { password: user.password, setupToken: status.setupToken, initialToken: wrongCode }, headers)).statusCode).toBe(401);
    expect((await post('/rest/2fa/setup', { password: other.password, setupToken: status.setupToken, initialToken: code }, otherHeaders)).statusCode).toBe(401);
    expect((await post('/rest/2fa/setup', { password: user.password, setupToken: 'garbage', initialToken: code }, headers)).statusCode).toBe(401);
    expect((await post('/rest/2fa/setup', { password: user.password, setupToken: status.setupToken }, headers)).statusCode).toBe(400);
    expect((await post('/rest/2fa/setup', { password: user.password, setupToken: status.setupToken, initialToken: '1'.repeat(50) }, headers)).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: '/rest/2fa/status', headers })).json().setup).toBe(false);
  });
});

describe('login with two factors', () => {
  it('answers totp_token_required, then a session for the right code, once', async () => {
    const user = await registerCustomer(shop);
    const secret = await enable(user);
    const first = await login(user);
    expect(first.statusCode).toBe(401);
    const body = first.json();
    expect(body.status).toBe('totp_token_required');
    expect(body.data.tmpToken).toEqual(expect.any(String));
    expect(body.authentication).toBeUndefined();

    // The temporary token is no session.
    expect((await shop.app.inject({ method: 'GET', url: '/rest/user/whoami', headers: { authorization: `Bearer ${body.data.tmpToken}` } })).json()).toEqual({ user: {} });

    const code = await generate({ secret });
    const verified = await post('/rest/2fa/verify', { tmpToken: body.data.tmpToken, totpToken: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().authentication).toEqual({ token: expect.any(String), bid: expect.any(Number), umail: user.email });

    // The same code does not work twice.
    const again = await login(user);
    expect((await post('/rest/2fa/verify', { tmpToken: again.json().data.tmpToken, totpToken: code })).statusCode).toBe(401);
  });

  it('refuses wrong codes, forged temporary tokens and a session token in their place', async () => {
    const user = await registerCustomer(shop);
    await enable(user);
    const tmpToken = (await login(user)).json().data.tmpToken;
    expect((await post('/rest/2fa/verify', { tmpToken, totpToken: '12345' })).statusCode).toBe(401);
    expect((await post('/rest/2fa/verify', { tmpToken: 'forged', totpToken: '123456' })).statusCode).toBe(401);
    const plain = await registerCustomer(shop);
    const session = await shop.login(plain.email, plain.password);
    expect((await post('/rest/2fa/verify', { tmpToken: session.token, totpToken: '123456' })).statusCode).toBe(401);
    expect((await post('/rest/2fa/verify', { tmpToken })).statusCode).toBe(400);
  });

  it('disables with the current password only', async () => {
    const user = await registerCustomer(shop);
    await enable(user);
    const tmpToken = (await login(user)).json().data.tmpToken;
    expect(tmpToken).toBeTruthy();
    // Disabling needs a session, which now takes both factors.
    const row = shop.ctx.db.prepare('SELECT totpSecret FROM Users WHERE email = ?').get(user.email) as { totpSecret: string };
    const verified = await post('/rest/2fa/verify', { tmpToken, totpToken: await generate({ secret: row.totpSecret }) });
    const headers = { authorization: `Bearer ${verified.json().authentication.token}` };
    expect((await post('/rest/2fa/disable', { password: 'wrong' }, headers)).statusCode).toBe(401);
    expect((await post('/rest/2fa/disable', {}, headers)).statusCode).toBe(400);
    expect((await post('/rest/2fa/disable', { password: user.password })).statusCode).toBe(401);
    expect((await post('/rest/2fa/disable', { password: user.password }, headers)).statusCode).toBe(200);
    expect((await login(user)).statusCode).toBe(200);
  });
});
