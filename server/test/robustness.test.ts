import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { InjectOptions } from 'fastify';
import { startTestShop, DEMO, type TestShop } from './helpers';
import { INVALID_HOST_MESSAGE, isValidHost } from '../src/http/origins';

/**
 * Regression tests for the defects the reliability probe and an attacker's walk found: malformed
 * cookies, multipart bodies, Host and Origin headers and token claims must get clear 4xx
 * answers, never a 500.
 */
let shop: TestShop;
let bearer: { authorization: string };
let bid: number;

beforeAll(async () => {
  shop = await startTestShop();
  ({ headers: bearer, bid } = await shop.login(DEMO.email, DEMO.password));
});

afterAll(() => shop.close());

const inject = (options: InjectOptions) => shop.app.inject(options);

describe('a malformed token cookie', () => {
  const callerRoutes = () => ['/rest/user/whoami', '/profile', `/rest/basket/${bid}`, '/rest/order-history', '/api/Addresss', '/rest/wallet/balance'];

  it.each(['%', '%E0%A4%A', 'abc%zz'])('is a 401 on every route that looks up the caller (token=%s)', async (token) => {
    for (const url of callerRoutes()) {
      const response = await inject({ method: 'GET', url, headers: { cookie: `token=${token}` } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('still lets a valid bearer header through', async () => {
    const response = await inject({ method: 'GET', url: '/rest/user/whoami', headers: { ...bearer, cookie: 'token=%' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(DEMO.email);
  });
});

describe('a malformed language cookie', () => {
  it.each(['%', '%E0%A4%A', 'de%', '"de"'])('falls back to English on /api/Challenges (language=%s)', async (language) => {
    const response = await inject({ method: 'GET', url: '/api/Challenges?key=scoreBoardChallenge', headers: { cookie: `language=${language}` } });
    expect(response.statusCode).toBe(200);
    const [challenge] = response.json().data as { name: string; description: string }[];
    const english = (await inject({ method: 'GET', url: '/api/Challenges?key=scoreBoardChallenge&lang=en' })).json().data[0];
    expect(challenge.description).toBe(english.description);
  });

  it('still picks German from a well-formed cookie', async () => {
    const german = (await inject({ method: 'GET', url: '/api/Challenges?key=scoreBoardChallenge', headers: { cookie: 'foo=bar; language=de' } })).json().data[0];
    const english = (await inject({ method: 'GET', url: '/api/Challenges?key=scoreBoardChallenge&lang=en' })).json().data[0];
    expect(german.description).not.toBe(english.description);
  });
});

describe('broken multipart bodies', () => {
  const part = (boundary: string, field: string, body: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhello\r\n--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${body}\r\n`;
  const cases = (field: string): [string, Record<string, string>, string][] => [
    ['no boundary', { 'content-type': 'multipart/form-data' }, part('xyz', field, 'data') + '--xyz--\r\n'],
    ['a wrong boundary', { 'content-type': 'multipart/form-data; boundary=other' }, part('xyz', field, 'data') + '--xyz--\r\n'],
    ['a truncated body', { 'content-type': 'multipart/form-data; boundary=xyz' }, part('xyz', field, 'data').slice(0, 90)],
    ['a truncated file part', { 'content-type': 'multipart/form-data; boundary=xyz' }, part('xyz', field, 'x'.repeat(500)).slice(0, -20)],
    ['an empty body', { 'content-type': 'multipart/form-data; boundary=xyz' }, ''],
    ['garbage', { 'content-type': 'multipart/form-data; boundary=xyz' }, '\u0000\u0001--xyz\r\n\r\n\r\n'],
  ];

  for (const [url, field] of [
    ['/file-upload', 'file'],
    ['/rest/memories', 'image'],
  ] as const) {
    it.each(cases(field))(`POST ${url} with %s is a 400 or 415`, async (_name, headers, payload) => {
      const response = await inject({ method: 'POST', url, headers: { ...bearer, ...headers }, payload });
      expect([400, 415]).toContain(response.statusCode);
      expect(response.json().error).toEqual(expect.any(String));
    });
  }
});

describe('a Host header that is no host', () => {
  const malformed = ['a b', 'x:99999', '[::1', 'shop.example/path', 'user@shop.example', 'shop.example:80:80'];

  it('tells host names and addresses with a port from anything else', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'Shop.Example', 'shop.example:80', 'my_shop.local']) expect([host, isValidHost(host)]).toEqual([host, true]);
    for (const host of [...malformed, '', 'a'.repeat(400)]) expect([host, isValidHost(host)]).toEqual([host, false]);
  });

  it.each(malformed)('is a 400 with a sentence for people, for a customer linking a picture too (Host: %s)', async (host) => {
    for (const [method, url] of [
      ['POST', '/profile/image/url'],
      ['GET', '/.well-known/security.txt'],
      ['GET', '/api/Products'],
    ] as const) {
      const response = await inject({ method, url, headers: { ...bearer, host }, ...(method === 'POST' ? { payload: { imageUrl: 'http://localhost:3000/assets/public/images/uploads/default.svg' } } : {}) });
      expect({ url, status: response.statusCode, error: response.json().error }).toEqual({ url, status: 400, error: INVALID_HOST_MESSAGE });
    }
  });
});

describe('an Origin header that is no address', () => {
  const sendProfile = (origin: string) =>
    inject({ method: 'POST', url: '/profile', headers: { ...bearer, origin, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=Squeezy' });

  it.each(['garbage', 'http://', 'http://[::1', '::::'])('counts as another site: the profile form is refused with a 403 and its page (Origin: %s)', async (origin) => {
    const response = await sendProfile(origin);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('role="alert"');
  });

  it('still takes the form from the shop itself', async () => {
    const response = await sendProfile('http://localhost:80');
    expect(response.statusCode).toBe(200);
  });
});

describe('a token signed with the shop\'s own key whose claims have the wrong types', () => {
  const oddUsers: Record<string, unknown>[] = [
    { id: 1.5, email: DEMO.email, role: 'customer' },
    { id: '1', email: DEMO.email, role: 'customer' },
    { id: {}, email: DEMO.email, role: 'customer' },
    { id: 2 ** 53 + 1, email: DEMO.email, role: 'customer' },
    { id: 1, email: ['x'], role: 'customer' },
    { id: 1, email: DEMO.email, role: { $ne: null } },
    { id: 1, email: DEMO.email, role: 'customer', lastLoginIp: {}, profileImage: 7 },
  ];
  const signedWithShopKey = (data: unknown) => jwt.sign({ status: 'success', data }, fs.readFileSync(path.join(shop.dataDir, 'keys', 'jwt.key'), 'utf8'), { algorithm: shop.ctx.tokens.algorithm });

  it.each(oddUsers.map((data) => [JSON.stringify(data), data]))('is no session: 401 on the routes that need one (%s)', async (_label, data) => {
    const authorization = `Bearer ${signedWithShopKey(data)}`;
    for (const [method, url, payload] of [
      ['POST', '/rest/web3/wallet'],
      ['GET', '/rest/web3/wallet'],
      ['GET', '/rest/wallet/balance'],
      ['GET', '/rest/order-history'],
      ['GET', '/api/Addresss'],
      ['POST', '/profile/image/url', { imageUrl: 'http://localhost/assets/public/images/uploads/default.svg' }],
    ] as const) {
      const response = await inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
    const page = await inject({ method: 'GET', url: '/profile', headers: { cookie: `token=${signedWithShopKey(data)}` } });
    expect(page.statusCode).toBeLessThan(500);
    expect((await inject({ method: 'GET', url: '/rest/user/whoami', headers: { authorization } })).json()).toEqual({ user: {} });
  });

  it('still takes a well-typed one', async () => {
    const authorization = `Bearer ${signedWithShopKey({ id: 1, email: 'admin@pulp.shop', role: 'admin' })}`;
    expect((await inject({ method: 'GET', url: '/rest/user/whoami', headers: { authorization } })).json().user.email).toBe('admin@pulp.shop');
  });
});
