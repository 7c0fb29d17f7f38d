// Crash safety: customers check out (and write reviews) concurrently while the server is
// killed with SIGKILL several times and restarted on the same data directory. Afterwards the
// database must be intact and everything a client was told had happened must be there.
import path from 'node:path';
import { createRequire } from 'node:module';
import { keepAliveAgent, must, request } from './lib/client.mjs';
import { ADMIN, checkoutDetails, login, registerCustomer, shopperProducts } from './lib/accounts.mjs';
import { databaseFile, freePort, REPO_ROOT, startShop, startStockedShop } from './lib/shop.mjs';

const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const STOCK = 1_000_000;
const TOP_UP = 1000;

/** Opens the shop's database read only, with the server's own better-sqlite3. */
function openDb(dataDir) {
  const Database = require(require.resolve('better-sqlite3', { paths: [path.join(REPO_ROOT, 'server')] }));
  return new Database(databaseFile(dataDir), { readonly: true });
}

/** One challenge per kill cycle, solved through the API just before the kill. */
const CYCLE_SOLVES = [
  { key: 'scoreBoardChallenge', solve: (base) => request(base, { path: '/api/Challenges' }) },
  { key: 'errorHandlingChallenge', solve: (base) => request(base, { path: "/rest/products/search?q=juice'" }) },
  { key: 'exposedMetricsChallenge', solve: (base) => request(base, { path: '/metrics' }) },
  { key: 'securityPolicyChallenge', solve: (base) => request(base, { path: '/.well-known/security.txt' }) },
  { key: 'directoryListingChallenge', solve: (base) => request(base, { path: '/ftp/takeover-plans.md' }) },
];

async function solvedKeys(base) {
  const answer = await must(base, { path: '/api/Challenges?sort=x&lang=en' });
  return new Set(answer.json.data.filter((challenge) => challenge.solved).map((challenge) => challenge.key));
}

export async function crashSafety({ dataDir, customers = 20, kills = 3, loadMs = 2_500 }) {
  const port = await freePort();
  let shop = await startStockedShop({ dataDir, port, stock: STOCK });
  const base = shop.url;

  const agent = keepAliveAgent(customers + 4);
  const products = await shopperProducts(base);
  const sessions = [];
  for (let index = 0; index < customers; index += 1) {
    const session = await registerCustomer(base, `crash${index}`, agent);
    session.details = await checkoutDetails(base, session, agent);
    session.payWith = index % 2 === 0 ? 'wallet' : session.details.paymentId;
    if (session.payWith === 'wallet') {
      for (let topUp = 0; topUp < 3; topUp += 1) await must(base, { method: 'PUT', path: '/rest/wallet/balance', token: session.token, agent, body: { balance: TOP_UP, paymentId: session.details.paymentId } });
    }
    session.startBalance = (await must(base, { path: '/rest/wallet/balance', token: session.token, agent })).json.data;
    session.confirmed = [];
    session.reviews = [];
    sessions.push(session);
  }
  await login(base, ADMIN, agent);

  const result = { customers, kills: 0, restarts: 0, checkoutsConfirmed: 0, checkoutFailuresWhileUp: [], reviewsConfirmed: 0, solvesBeforeKills: [], unsolvedAttempts: [], problems: [] };
  let running = true;
  let up = true;

  async function customerLoop(session, index) {
    for (let loop = 0; running; loop += 1) {
      if (!up) {
        await sleep(20);
        continue;
      }
      const options = { token: session.token, agent };
      const ProductId = products[(index * 7 + loop) % products.length];
      const added = await request(shop.url, { ...options, method: 'POST', path: '/api/BasketItems', body: { ProductId, BasketId: session.bid, quantity: 1 } });
      if (added.status === 0) continue;
      if (added.status >= 400 && !/already|basket/i.test(added.text)) {
        if (up && result.checkoutFailuresWhileUp.length < 10) result.checkoutFailuresWhileUp.push(`add: ${added.status} ${added.text.slice(0, 120)}`);
      }
      const checkout = await request(shop.url, {
        ...options,
        method: 'POST',
        path: `/rest/basket/${session.bid}/checkout`,
        body: { orderDetails: { paymentId: session.payWith, addressId: session.details.addressId, deliveryMethodId: session.details.deliveryMethodId } },
      });
      if (checkout.status === 200 && checkout.json?.orderConfirmation) {
        session.confirmed.push(checkout.json.orderConfirmation);
        result.checkoutsConfirmed += 1;
      } else if (checkout.status !== 0 && up && result.checkoutFailuresWhileUp.length < 10) {
        result.checkoutFailuresWhileUp.push(`checkout: ${checkout.status} ${checkout.text.slice(0, 120)}`);
      }
      if (loop % 3 === 0) {
        const message = `crash-review ${index}-${loop}-${Date.now()}`;
        const review = await request(shop.url, { ...options, method: 'PUT', path: `/rest/products/${ProductId}/reviews`, body: { message, author: session.email } });
        if (review.status === 201) {
          session.reviews.push({ product: ProductId, message });
          result.reviewsConfirmed += 1;
        }
      }
    }
  }

  const loops = sessions.map((session, index) => customerLoop(session, index));
  for (let cycle = 0; cycle < kills; cycle += 1) {
    await sleep(loadMs / 2);
    const { key, solve } = CYCLE_SOLVES[cycle % CYCLE_SOLVES.length];
    // Node's global agent keeps connections alive: the first request after a restart can go out
    // on a socket of the killed process and get no answer (status 0); it is sent again once.
    let answer = await solve(shop.url);
    if (answer.status === 0) answer = await solve(shop.url);
    if ((await solvedKeys(shop.url)).has(key)) result.solvesBeforeKills.push(key);
    // Not a loss (nothing was solved to lose), but the check then has fewer solves to follow.
    else result.unsolvedAttempts.push(`${key}: the exploit's request answered ${answer.status}`);
    await sleep(loadMs / 2);
    // Mid-load: requests are in flight while the process dies.
    await shop.kill9();
    up = false;
    result.kills += 1;
    shop = await startShop({ dataDir, port });
    result.restarts += 1;
    up = true;
  }
  await sleep(loadMs / 2);
  running = false;
  await Promise.all(loops);

  // 1. The database file is intact.
  const db = openDb(dataDir);
  try {
    result.integrityCheck = db.pragma('integrity_check', { simple: true });
    if (result.integrityCheck !== 'ok') result.problems.push(`integrity_check: ${result.integrityCheck}`);

    // 2. No torn documents: every stored document parses and has the fields of its kind.
    const documents = db.prepare('SELECT collection, id, body FROM Documents').all();
    result.documentsChecked = documents.length;
    for (const { collection, id, body } of documents) {
      let doc;
      try {
        doc = JSON.parse(body);
      } catch {
        result.problems.push(`document ${collection}/${id} is not valid JSON`);
        continue;
      }
      if (doc._id !== id) result.problems.push(`document ${collection}/${id} carries _id ${doc._id}`);
      if (collection === 'orders' && (!Array.isArray(doc.products) || !doc.products.length || typeof doc.totalPrice !== 'number')) result.problems.push(`order ${id} is incomplete`);
      if (collection === 'reviews' && (typeof doc.message !== 'string' || typeof doc.author !== 'string')) result.problems.push(`review ${id} is incomplete`);
    }

    // 3. Every confirmed order is in its customer's history, with its items.
    const byEmail = new Map();
    for (const session of sessions) {
      const history = (await must(shop.url, { path: '/rest/order-history', token: session.token, agent })).json.data;
      byEmail.set(session.email, history);
      const ids = new Map(history.map((order) => [order.orderId, order]));
      for (const confirmation of session.confirmed) {
        const order = ids.get(confirmation);
        if (!order) result.problems.push(`confirmed order ${confirmation} of ${session.email} is missing`);
        else if (!order.products?.length) result.problems.push(`confirmed order ${confirmation} has no items`);
      }
      // 4. Wallet: the balance moved by exactly the orders paid from it (one transaction each).
      if (session.payWith === 'wallet') {
        const paid = history.filter((order) => order.paymentId === 'wallet').reduce((sum, order) => sum + order.totalPrice, 0);
        const balance = (await must(shop.url, { path: '/rest/wallet/balance', token: session.token, agent })).json.data;
        if (Math.abs(session.startBalance - paid - balance) > 0.011) result.problems.push(`wallet of ${session.email}: started ${session.startBalance}, orders ${paid.toFixed(2)}, now ${balance}`);
      }
      // 5. Reviews a client was told were saved are there.
      for (const review of session.reviews) {
        const listed = (await must(shop.url, { path: `/rest/products/${review.product}/reviews`, agent })).json.data;
        if (!listed.some((entry) => entry.message === review.message)) result.problems.push(`review "${review.message}" is missing`);
      }
    }
    result.ordersChecked = sessions.reduce((sum, session) => sum + session.confirmed.length, 0);
    result.ordersInHistories = [...byEmail.values()].reduce((sum, history) => sum + history.length, 0);

    // 6. Stock: every product lost exactly what the stored orders hold (all-or-nothing checkouts).
    const sold = new Map();
    for (const history of byEmail.values()) for (const order of history) for (const line of order.products) sold.set(line.id, (sold.get(line.id) ?? 0) + line.quantity);
    for (const row of db.prepare('SELECT ProductId, quantity FROM Quantitys').all()) {
      const expected = STOCK - (sold.get(row.ProductId) ?? 0);
      if (row.quantity !== expected) result.problems.push(`stock of product ${row.ProductId}: ${row.quantity}, orders say ${expected}`);
    }
    result.stockChecked = db.prepare('SELECT COUNT(*) AS n FROM Quantitys').get().n;
  } finally {
    db.close();
  }

  // 7. Solved challenges stayed solved.
  const solved = await solvedKeys(shop.url);
  result.solvesChecked = result.solvesBeforeKills.length;
  for (const key of result.solvesBeforeKills) if (!solved.has(key)) result.problems.push(`${key} was solved before a kill and is not any more`);

  agent.destroy();
  await shop.stop();
  return result;
}
