// Makes a data directory the way a class leaves one, with a given build of the shop, for the
// upgrade tests (server/test/upgrade.test.ts): starts that build's server on a fresh data
// directory, and through its HTTP API registers a customer who fills a basket, adds an address
// and a card, tops up the wallet, orders, reviews, solves a few challenges and, where the build
// has coding challenges, finds a vulnerable line; then stops the server and copies the data
// directory with a fixture.json that says what was made.
//
//   node server/scripts/upgrade-fixture.mjs --checkout <folder of a built checkout> --out <folder>
//
// The fixtures in server/test/fixtures/data-directories/ were made with it from the builds of
// the commits they are named after (see the README there).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, execFileSync } from 'node:child_process';

const argument = (name) => {
  const at = process.argv.indexOf(name);
  if (at < 0 || !process.argv[at + 1]) throw new Error(`usage: upgrade-fixture.mjs --checkout <built checkout> --out <folder> (${name} missing)`);
  return path.resolve(process.argv[at + 1]);
};
const checkout = argument('--checkout');
const out = argument('--out');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const CUSTOMER = { email: 'kim.upgrade@example.test', password: 'Kim-Upgrade-1', answer: 'Kumquat' };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-upgrade-fixture-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(checkout, 'server', 'dist', 'index.js')], {
    env: { ...process.env, PORT: String(port), PULP_DATA_DIR: dataDir, PULP_SANDBOX: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${base}/rest/admin/application-version`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 300) throw new Error('the server did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const made = await actAsAClass(base);
    server.kill('SIGTERM');
    await stopped;
    fs.rmSync(out, { recursive: true, force: true });
    fs.cpSync(dataDir, out, { recursive: true });
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim();
    fs.writeFileSync(path.join(out, 'fixture.json'), `${JSON.stringify({ commit, node: process.version, madeAt: new Date().toISOString(), ...made }, null, 2)}\n`);
    process.stdout.write(`fixture of ${commit.slice(0, 7)} in ${out}\n`);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function actAsAClass(base) {
  const call = async (method, url, body, token) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, json, text };
  };
  const must = async (what, method, url, body, token, ok = [200, 201]) => {
    const answer = await call(method, url, body, token);
    if (!ok.includes(answer.status)) throw new Error(`${what}: ${method} ${url} answered ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer.json;
  };

  await must('register', 'POST', '/api/Users', { email: CUSTOMER.email, password: CUSTOMER.password, passwordRepeat: CUSTOMER.password, securityQuestion: { id: 8 }, securityAnswer: CUSTOMER.answer });
  const login = await must('login', 'POST', '/rest/user/login', { email: CUSTOMER.email, password: CUSTOMER.password });
  const { token, bid } = login.authentication;

  const addressId = (await must('address', 'POST', '/api/Addresss', { country: 'Austria', fullName: 'Kim Upgrade', mobileNum: 6641234567, zipCode: '1010', streetAddress: 'Saftgasse 7', city: 'Vienna', state: 'Vienna' }, token)).data.id;
  const cardId = (await must('card', 'POST', '/api/Cards', { fullName: 'Kim Upgrade', cardNum: 4111111111111111, expMonth: 9, expYear: 2091 }, token)).data.id;
  await must('top up', 'PUT', '/rest/wallet/balance', { balance: 40, paymentId: cardId }, token);

  // An order of two products, paid from the wallet, then a basket left for later.
  await must('basket', 'POST', '/api/BasketItems', { ProductId: 1, BasketId: bid, quantity: 2 }, token);
  await must('basket', 'POST', '/api/BasketItems', { ProductId: 3, BasketId: bid, quantity: 1 }, token);
  const order = await must('checkout', 'POST', `/rest/basket/${bid}/checkout`, { orderDetails: { paymentId: 'wallet', addressId, deliveryMethodId: 2 } }, token);
  await must('basket', 'POST', '/api/BasketItems', { ProductId: 2, BasketId: bid, quantity: 3 }, token);
  const wallet = (await must('wallet', 'GET', '/rest/wallet/balance', undefined, token)).data;

  const review = 'Bought it before the upgrade and it still tastes like sunshine.';
  await must('review', 'PUT', '/rest/products/2/reviews', { message: review, author: CUSTOMER.email }, token);

  // Challenges solved the way trainees do, through the API.
  const solved = [];
  if ((await call('POST', '/rest/user/login', { email: "' OR 1=1--", password: 'x' })).status === 200) solved.push('loginAdminChallenge');
  if ((await call('POST', '/rest/user/login', { email: 'admin@pulp.shop', password: 'admin123' })).status === 200) solved.push('weakPasswordChallenge');
  if ((await call('GET', '/.well-known/security.txt')).status === 200) solved.push('securityPolicyChallenge');
  const captcha = await must('captcha', 'GET', '/rest/captcha');
  const feedback = await call('POST', '/api/Feedbacks', { comment: 'Nothing to say (***m.upgrade@example.test)', rating: 0, captchaId: captcha.captchaId, captcha: String(arithmetic(captcha.captcha)) }, token);
  if (feedback.status === 201) solved.push('zeroStarsChallenge');

  // Find it, where this build has coding challenges: the first line the snippet marks.
  const coding = [];
  const snippets = await call('GET', '/snippets');
  if (snippets.status === 200 && snippets.json?.challenges?.includes('weirdCryptoChallenge')) {
    const lines = await findVulnerableLines(call, 'weirdCryptoChallenge');
    if (lines) {
      await must('find it', 'POST', '/snippets/verdict', { key: 'weirdCryptoChallenge', selectedLines: lines });
      coding.push({ key: 'weirdCryptoChallenge', status: 1 });
    }
  }

  const challenges = (await must('challenges', 'GET', '/api/Challenges')).data;
  const solvedKeys = challenges.filter((challenge) => challenge.solved).map((challenge) => challenge.key).sort();
  return {
    customer: { email: CUSTOMER.email, password: CUSTOMER.password, securityAnswer: CUSTOMER.answer },
    address: { id: addressId, city: 'Vienna' },
    card: { id: cardId, last4: '1111' },
    order: { orderId: order.orderConfirmation ?? order.orderId ?? null, products: [1, 3] },
    basket: { id: bid, items: [{ ProductId: 2, quantity: 3 }] },
    wallet,
    review: { productId: 2, message: review },
    solvedByFixture: solved,
    solved: solvedKeys,
    coding,
    challengeCount: challenges.length,
  };
}

/** The answer to the shop's captcha: digits joined by +, - and *. */
function arithmetic(expression) {
  const tokens = String(expression).match(/\d+|[+*-]/g) ?? [];
  const terms = [];
  let sign = 1;
  let product = null;
  for (const token of tokens) {
    if (token === '+' || token === '-') {
      terms.push(sign * product);
      sign = token === '+' ? 1 : -1;
      product = null;
    } else if (token !== '*') product = product === null ? Number(token) : product * Number(token);
  }
  terms.push(sign * product);
  return terms.reduce((sum, term) => sum + term, 0);
}

/**
 * The vulnerable lines of a snippet, found by asking the verdict one line at a time as a trainee
 * might: the verdict says which selected lines were right.
 */
async function findVulnerableLines(call, key) {
  const snippet = await call('GET', `/snippets/${key}`);
  if (snippet.status !== 200) return null;
  const count = snippet.json.snippet.split('\n').length;
  const right = [];
  for (let line = 1; line <= count; line += 1) {
    const verdict = await call('POST', '/snippets/verdict', { key, selectedLines: [line] });
    if (verdict.json?.right?.includes(line)) right.push(line);
  }
  return right.length ? right : null;
}

await main();
