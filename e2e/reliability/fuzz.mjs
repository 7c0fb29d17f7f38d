// Fuzzing generated from the server's own route table: every method and path it registered,
// with no token and with a customer's, an accountant's and an administrator's, each sent with
// mutated path parameters, query strings, headers and bodies.
import { performance } from 'node:perf_hooks';
import { keepAliveAgent, pool, rawExchange, request } from './lib/client.mjs';

/** 5xx answers a documented challenge is about (server/SOLUTIONS.md); any other is a defect. */
export const INTENDED_5XX = [
  // Error Handling: the search's SQL error is shown on purpose.
  { method: 'GET', route: '/rest/products/search', status: 500, challenge: 'errorHandlingChallenge' },
  // Blocked RCE DoS: the B2B evaluator's "sandbox timeout".
  { method: 'POST', route: '/b2b/v2/orders', status: 503, challenge: 'rceChallenge' },
];

/** HEAD routes are Fastify's automatic twins of the GET ones and answer alike. */
const isIntended = (method, route, status) =>
  INTENDED_5XX.some((entry) => (entry.method === method || (method === 'HEAD' && entry.method === 'GET')) && entry.route === route && entry.status === status);

const LONG = 'a'.repeat(16_000);

/** Values for path parameters and wildcards: traversal, encodings, numbers out of range, operators, 16 KB. */
const PARAM_VALUES = [
  '999999', '0', '-1', '1.5', 'NaN', '1e308', '99999999999999999999', 'null', 'true',
  '%00', '..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fpackage.json', '..%252f..%252fpulp.sqlite', '..%5C..%5Cwindows',
  'x.md%2500.md', '%F0%9F%8D%8A', '%E2%80%AE%EF%BB%BF', '%C0%AE%C0%AE', '%7B%22%24ne%22%3A1%7D', LONG,
];
/** Ids of real rows only for reading: writes with them are the access-control suite's business. */
const READ_ONLY_PARAM_VALUES = ['1', '2'];

const QUERIES = [
  '?q=%00%01%1f', '?id=1&id=2&q=a&q=b&q=c', `?q=${LONG}`, '?__proto__[admin]=1&constructor[prototype][x]=1', '?q[$ne]=1&id[$gt]=0',
  '?lang=%&sort=%E0%A4%A', '?q=%F0%9F%8D%8A%E2%80%AE%CC%81', '?limit=-1&offset=1e308&page=NaN&challenge=..%2F..%2F',
];

const FIELDS = [
  'email', 'password', 'passwordRepeat', 'quantity', 'ProductId', 'BasketId', 'id', 'message', 'author', 'rating', 'comment', 'captcha', 'captchaId',
  'cardNum', 'fullName', 'expMonth', 'expYear', 'balance', 'paymentMode', 'couponData', 'orderDetails', 'scope', 'answer', 'UserId', 'cid', 'orderLinesData',
  'country', 'zipCode', 'city', 'streetAddress', 'mobileNum', 'caption', 'token', 'secret', 'initialToken', 'new', 'repeat', 'current', 'securityAnswer', 'status',
];
const fill = (value) => Object.fromEntries(FIELDS.map((field) => [field, value]));

/**
 * A body that routes taking a few texts accept (a linked picture, a username, a comment): sent
 * with the header mutations, so that the handlers behind the body check read those headers too.
 */
const PLAUSIBLE_BODY = { imageUrl: 'http://localhost/assets/public/images/uploads/default.svg', username: 'fuzz', comment: 'fuzz', message: 'fuzz', email: 'fuzz@pulp.shop', password: 'Fuzz-Juice-42' };

/** A deeply nested JSON text (built as text: JSON.stringify itself would run out of stack). */
const nested = (depth) => `{"comment": "x", "nested": ${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}}`;

/** Bodies for methods that take one: [label, headers, body]. */
function bodies(withHuge) {
  const json = { 'content-type': 'application/json' };
  const list = [
    ['invalid JSON', json, '{"email": "a@b.c", "password": '],
    ['JSON NaN', json, '{"quantity": NaN, "rating": Infinity}'],
    ['array', json, '[1, 2, 3]'],
    ['string', json, '"just a string"'],
    ['number', json, '42'],
    ['null', json, 'null'],
    ['empty object', json, '{}'],
    ['wrong types', json, fill([{ x: 1 }])],
    ['booleans', json, fill(true)],
    ['negative numbers', json, fill(-1)],
    ['huge numbers', json, fill(1e308)],
    ['unsafe integers', json, fill(2 ** 53 + 1)],
    ['control characters', json, fill('a\u0000b\u0001\u001f\u007f\r\n')],
    ['unicode edges', json, '{"email":"\\ud800@x.y","message":"\\u202e\\ufeff\\u0301 🍊 ß ǅ","comment":"\\udfff","author":"𝔭𝔲𝔩𝔭"}'],
    ['extra fields and prototype keys', json, '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"x": 1}}, "role": "admin", "isAdmin": true, "email": "x@y.z"}'],
    ['duplicate keys', json, '{"id": 1, "id": 2, "BasketId": 1, "BasketId": 999999, "quantity": 1, "quantity": -5}'],
    ['deeply nested', json, nested(10_000)],
    ['deeply nested arrays', json, `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['text/plain', { 'content-type': 'text/plain' }, '{"email": "a@b.c"}'],
    ['xml', { 'content-type': 'application/xml' }, '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
    ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a%00&email=b&password[$ne]=1'],
    ['multipart without boundary', { 'content-type': 'multipart/form-data' }, '--x\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\n\r\nabc\r\n--x--\r\n'],
    ['multipart traversal name', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="file"; filename="../../../../tmp/pulp-escape.txt"\r\nContent-Type: text/plain\r\n\r\nescape\r\n--x\r\nContent-Disposition: form-data; name="image"; filename="..\\\\..\\\\x.png"\r\n\r\nabc\r\n--x--\r\n'],
    ['multipart truncated', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 abc'],
    ['no content type', {}, '{"email": "a@b.c"}'],
  ];
  if (withHuge) {
    list.push(['1 MB string', json, fill('x'.repeat(1024 * 1024 / FIELDS.length))]);
    list.push(['over the body limit', json, { x: 'y'.repeat(1024 * 1024 + 10) }]);
  }
  return list;
}

/**
 * Header mutations: malformed cookies and tokens (sent instead of the caller's token), and
 * addresses no client should send (sent with it, so routes behind a login read them too).
 */
const HEADER_CASES = [
  ['token cookie %', { cookie: 'token=%; language=%' }],
  ['bad language cookie', { cookie: 'language=%E0%A4%A; continueCode=%' }],
  ['garbage bearer', { authorization: 'Bearer not.a.token' }],
  ['long bearer', { authorization: `Bearer ${'a'.repeat(8_000)}` }],
  ['alg none token', { authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"data":{"id":"1 OR 1=1","email":{"$ne":1},"role":["admin"]}}').toString('base64url')}.` }],
  ['odd accept', { accept: 'application/xml;q=NaN, */*;q=-1', 'accept-language': '%%%', 'true-client-ip': '\u00ff'.repeat(10) }, { withToken: true }],
  ['host with a space', { host: 'a b' }, { withToken: true }],
  ['host with a port past 65535', { host: 'x:99999' }, { withToken: true }],
  ['host with an open bracket', { host: '[::1' }, { withToken: true }],
  ['host with a path and a user', { host: 'user@shop.example/path' }, { withToken: true }],
  ['origin no address', { origin: 'garbage', referer: '%%', 'sec-fetch-site': 'cross-site' }, { withToken: true }],
  ['origin half an address', { origin: 'http://[::1', referer: 'http://' }, { withToken: true }],
  ['origin of another site', { origin: 'https://attacker.example', referer: 'https://attacker.example/page' }, { withToken: true }],
];

/** Fills `:param` and `*` in a route path with a value. */
function pathWith(route, value) {
  return route.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
}

/** Every request the fuzzer sends for one route and one caller. */
export function casesFor(route, method, tokenName, options = {}) {
  const cases = [];
  const hasParams = /:[A-Za-z_]|\*$/.test(route);
  const writes = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const plain = pathWith(route, '999999');
  if (hasParams) {
    for (const value of [...PARAM_VALUES, ...(writes ? [] : READ_ONLY_PARAM_VALUES)]) cases.push({ label: 'path parameter', path: pathWith(route, value) });
  } else {
    cases.push({ label: 'plain', path: route });
    cases.push({ label: 'trailing traversal', path: `${route}/..%2F..%2Fetc%2Fpasswd` });
  }
  for (const query of QUERIES) cases.push({ label: 'query', path: plain + query });
  cases.push({ label: '16 KB URL', path: `${plain}?pad=${'b'.repeat(16 * 1024)}` });
  const headerCases = HEADER_CASES.map(([label, headers, { withToken = false } = {}]) => ({ label, headers, dropToken: !withToken }));
  // Tokens signed with the shop's own key but with odd claims: once per route, without a caller.
  if (tokenName === 'none') for (const [label, token] of Object.entries(options.oddTokens ?? {})) headerCases.push({ label: `odd token: ${label}`, headers: { authorization: `Bearer ${token}` }, dropToken: true });
  for (const entry of headerCases) {
    cases.push({ ...entry, path: plain });
    if (writes) cases.push({ ...entry, label: `${entry.label}, plausible body`, path: plain, headers: { ...entry.headers, 'content-type': 'application/json' }, body: PLAUSIBLE_BODY });
  }
  if (writes) {
    // The big bodies go once per route (with the customer), the others with every caller.
    for (const [label, headers, body] of bodies(tokenName === 'customer' && options.huge !== false)) cases.push({ label, path: plain, headers, body });
  }
  return cases.map((entry) => ({ ...entry, method }));
}

/**
 * Sends every case. Returns counts and samples; `onProgress` may watch the server between
 * batches (the caller checks that the process is alive).
 */
export async function fuzz(base, routes, tokens, { concurrency = 12, rounds = 1, deadlineMs = Infinity, huge = true, oddTokens = {} } = {}) {
  const agent = keepAliveAgent(concurrency);
  const started = performance.now();
  const result = { requests: 0, byStatus: {}, unintended5xx: [], intended5xx: 0, noAnswer: 0, noAnswerSamples: [], refusedByClient: 0, retried: 0, routes: routes.length, stoppedEarly: false };
  const tasks = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { method, url } of routes) {
      for (const [tokenName, token] of Object.entries(tokens)) {
        for (const entry of casesFor(url, method, tokenName, { huge: huge && round === 0, oddTokens })) {
          tasks.push(async () => {
            if (performance.now() - started > deadlineMs) {
              result.stoppedEarly = true;
              return;
            }
            const options = { method, path: entry.path, headers: entry.headers ?? {}, body: entry.body, token: entry.dropToken ? undefined : token, agent };
            let answer = await request(base, options);
            if (answer.status === 0) {
              // A keep-alive socket the server had just closed (it closes after answering a
              // malformed request, e.g. 431 to a 16 KB URL): once more on a new connection.
              result.retried += 1;
              answer = await request(base, { ...options, agent: false });
            }
            if (answer.status === 0 && method === 'HEAD' && /Parse Error/.test(answer.error ?? '')) {
              // Node's HTTP client cannot read an answer with a body to a HEAD request, which is
              // what a server sends for a request it could not parse (431): read it raw.
              const raw = await rawExchange(base, `HEAD ${entry.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
              const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
              if (status) answer = { status, error: undefined };
            }
            if (answer.status === -1) {
              result.refusedByClient += 1;
              return;
            }
            result.requests += 1;
            result.byStatus[answer.status] = (result.byStatus[answer.status] ?? 0) + 1;
            if (answer.status === 0) {
              result.noAnswer += 1;
              if (result.noAnswerSamples.length < 10) result.noAnswerSamples.push(`${method} ${entry.path.slice(0, 120)} [${entry.label}, ${tokenName}]: ${answer.error}`);
            } else if (answer.status >= 500) {
              if (isIntended(method, url, answer.status)) result.intended5xx += 1;
              else if (result.unintended5xx.length < 50) result.unintended5xx.push(`${answer.status} ${method} ${entry.path.slice(0, 160)} [${entry.label}, ${tokenName}]`);
              else result.unintended5xx.push('…');
            }
          });
        }
      }
    }
  }
  // Shuffle (fixed seed) so that slow and fast routes interleave and no route is hit in a burst.
  let seed = 42;
  for (let index = tasks.length - 1; index > 0; index -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const other = seed % (index + 1);
    [tasks[index], tasks[other]] = [tasks[other], tasks[index]];
  }
  result.planned = tasks.length;
  await pool(tasks, concurrency);
  agent.destroy();
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
