// Load and slow clients: virtual users doing the logged-in mix, then slowloris-style sockets
// that never finish their headers while other clients must still get answers, and the server
// timeouts and body limit checked from the outside.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { keepAliveAgent, pool, request } from './lib/client.mjs';
import { checkoutDetails, registerCustomer, shopperProducts } from './lib/accounts.mjs';
import { summarize } from '../bench/lib/stats.mjs';

export const MIX_STEPS = ['login', 'search', 'basket', 'add', 'checkout', 'history', 'review', 'captcha', 'feedback'];

/** The text captcha is a small sum or product of integers ("3*4+2"): computed, never eval'ed. */
export function solveArithmetic(question) {
  const tokens = question.replace(/\s+/g, '').match(/\d+|[+\-*]/g) ?? [];
  const terms = [];
  let sign = 1;
  let product = null;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token === '+' || token === '-') {
      terms.push(sign * product);
      sign = token === '+' ? 1 : -1;
      product = null;
    } else if (token === '*') {
      product *= Number(tokens[(index += 1)]);
    } else {
      product = Number(token);
    }
  }
  terms.push(sign * product);
  return terms.reduce((sum, value) => sum + value, 0);
}

export async function loadMix(base, { virtualUsers = 50, durationMs = 15_000, rssMb }) {
  const agent = keepAliveAgent(virtualUsers);
  const products = await shopperProducts(base, agent);
  const sessions = [];
  await pool(
    Array.from({ length: virtualUsers }, (_, index) => async () => {
      const session = await registerCustomer(base, `load${index}`, agent);
      session.details = await checkoutDetails(base, session, agent);
      sessions.push(session);
    }),
    4,
  );
  const rssBefore = rssMb();
  const latencies = Object.fromEntries(MIX_STEPS.map((step) => [step, []]));
  const errors = [];
  const record = (step, answer, ok = answer.status >= 200 && answer.status < 300) => {
    latencies[step].push(answer.ms);
    if (!ok) errors.push(`${step}: ${answer.status} ${answer.error ?? answer.text.slice(0, 100)}`);
    return ok;
  };
  const started = performance.now();
  const deadline = started + durationMs;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb());
  }, 500);

  await Promise.all(
    sessions.map(async (session, index) => {
      for (let loop = 0; performance.now() < deadline; loop += 1) {
        const signedIn = await request(base, { method: 'POST', path: '/rest/user/login', body: { email: session.email, password: session.password }, agent });
        if (!record('login', signedIn)) continue;
        const { token, bid } = signedIn.json.authentication;
        const as = { token, agent };
        record('search', await request(base, { path: `/rest/products/search?q=${['juice', 'mango', 'pulp', ''][loop % 4]}`, agent }));
        record('basket', await request(base, { ...as, path: `/rest/basket/${bid}` }));
        const ProductId = products[(index + loop) % products.length];
        if (!record('add', await request(base, { ...as, method: 'POST', path: '/api/BasketItems', body: { ProductId, BasketId: bid, quantity: 1 } }))) continue;
        record(
          'checkout',
          await request(base, { ...as, method: 'POST', path: `/rest/basket/${bid}/checkout`, body: { orderDetails: { paymentId: session.details.paymentId, addressId: session.details.addressId, deliveryMethodId: session.details.deliveryMethodId } } }),
        );
        record('history', await request(base, { ...as, path: '/rest/order-history' }));
        record('review', await request(base, { ...as, method: 'PUT', path: `/rest/products/${ProductId}/reviews`, body: { message: `Load review ${index}-${loop}`, author: session.email } }));
        const captcha = await request(base, { ...as, path: '/rest/captcha' });
        if (!record('captcha', captcha)) continue;
        record(
          'feedback',
          await request(base, { ...as, method: 'POST', path: '/api/Feedbacks', body: { comment: `Load feedback ${index}-${loop}`, rating: 4, captchaId: captcha.json.captchaId, captcha: String(solveArithmetic(captcha.json.captcha)) } }),
        );
      }
    }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const all = Object.values(latencies).flat();
  agent.destroy();
  return {
    virtualUsers,
    seconds,
    requests: all.length,
    requestsPerSecond: all.length / seconds,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 5),
    overall: summarize(all),
    steps: Object.fromEntries(Object.entries(latencies).map(([step, values]) => [step, summarize(values)])),
    rssBeforeMb: rssBefore,
    rssPeakMb: rssPeak,
    rssAfterMb: rssMb(),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `sockets` connections that send a request line and then one more header byte every
 * second, never finishing. Meanwhile other clients must get answers; the server must close the
 * slow sockets once its header timeout has passed.
 */
export async function slowClients(base, { sockets = 200, headersTimeoutMs = 10_000 }) {
  const url = new URL(base);
  const open = [];
  let closedAt = [];
  const opened = performance.now();
  for (let index = 0; index < sockets; index += 1) {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    socket.on('error', () => undefined);
    const entry = { socket, closed: false, answered: '' };
    socket.on('data', (chunk) => {
      entry.answered += chunk.toString('latin1');
    });
    socket.on('close', () => {
      entry.closed = true;
      closedAt.push(performance.now() - opened);
    });
    socket.write(`GET /rest/products/search?q=slow${index} HTTP/1.1\r\nHost: ${url.host}\r\nX-Slow: `);
    open.push(entry);
  }
  const drip = setInterval(() => {
    for (const entry of open) if (!entry.closed) entry.socket.write('a');
  }, 1_000);

  // Others are served while all slow sockets hang.
  await sleep(1_000);
  const agent = keepAliveAgent(8);
  const others = [];
  await pool(
    Array.from({ length: 200 }, (_, index) => async () => {
      others.push(await request(base, { path: `/rest/products/search?q=${index % 2 ? 'juice' : 'mango'}`, agent }));
    }),
    8,
  );
  const stillOpenDuringOthers = open.filter((entry) => !entry.closed).length;
  const othersFailed = others.filter((answer) => answer.status !== 200).length;

  // Then the header timeout closes the slow ones (Node checks every second).
  const waitUntil = headersTimeoutMs + 3_000;
  while (performance.now() - opened < waitUntil && open.some((entry) => !entry.closed)) await sleep(250);
  clearInterval(drip);
  const closed = open.filter((entry) => entry.closed).length;
  const answered408 = open.filter((entry) => entry.answered.startsWith('HTTP/1.1 408')).length;
  for (const entry of open) entry.socket.destroy();
  closedAt = closedAt.sort((a, b) => a - b);

  // An idle keep-alive connection is closed by the server after its keep-alive timeout.
  const idle = await keepAliveClosedAfter(base);

  // The body limit: a JSON body over 1 MB is refused with 413.
  const oversize = await request(base, { method: 'POST', path: '/rest/user/login', body: { email: 'x'.repeat(1024 * 1024 + 1), password: 'y' }, agent: false });
  agent.destroy();
  return {
    sockets,
    stillOpenDuringOthers,
    others: others.length,
    othersFailed,
    othersP99Ms: summarize(others.map((answer) => answer.ms)).p99,
    closedByServer: closed,
    answered408,
    firstClosedAfterMs: closedAt[0] ?? null,
    lastClosedAfterMs: closedAt[closedAt.length - 1] ?? null,
    keepAliveClosedAfterMs: idle,
    oversizeBodyStatus: oversize.status,
  };
}

/** Milliseconds after its last answer until the server closes an idle keep-alive connection. */
function keepAliveClosedAfter(base, limitMs = 15_000) {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    let answeredAt = null;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, limitMs);
    socket.on('data', () => {
      answeredAt ??= performance.now();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answeredAt === null ? null : performance.now() - answeredAt);
    });
    socket.on('error', () => undefined);
    socket.write(`GET /rest/admin/application-version HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}
