import type { InjectOptions } from 'fastify';
import { startTestShop, DEMO, type TestShop } from './helpers';

/**
 * Regression tests for the defects the reliability probe found: malformed cookies and
 * multipart bodies must get clear 4xx answers, never a 500.
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
