// The logged-in mix: virtual users, each looping login → basket read → add item → checkout →
// order history for a fixed time. Steps whose endpoints the server does not have yet are
// reported as such and picked up automatically once they answer.
import { performance } from 'node:perf_hooks';
import { call, describeFailure, routeMissing } from './http.mjs';
import { summarize } from './stats.mjs';
import { NOT_AVAILABLE } from './budgets.mjs';
import { DEMO_CUSTOMER } from './accounts.mjs';

export const STEPS = ['login', 'basket', 'add', 'checkout', 'history'];
/** Empties the basket again while there is no checkout to do it; counted in the totals. */
const STAND_IN = 'remove';

const VU_PASSWORD = 'Bench-Juice-42';

async function login(base, user) {
  const answer = await call(base, 'POST', '/rest/user/login', { body: { email: user.email, password: user.password } });
  const auth = answer.json?.authentication;
  return { answer, token: auth?.token ?? null, bid: auth?.bid ?? null };
}

async function mustLogin(base, user) {
  const session = await login(base, user);
  if (!session.token) throw new Error(`login as ${user.email} failed: ${describeFailure(session.answer)}`);
  return session;
}

/** One user per virtual user when registration exists; otherwise everybody is the demo customer. */
async function prepareUsers(base, count, runId, notes) {
  const questions = await call(base, 'GET', '/api/SecurityQuestions');
  const question = questions.ok ? questions.json?.data?.[0] : null;
  const users = [];
  for (let index = 0; index < count; index += 1) {
    const user = { email: `bench-${runId}-${index}@bench.pulp.shop`, password: VU_PASSWORD };
    const answer = await call(base, 'POST', '/api/Users', {
      body: {
        email: user.email,
        password: user.password,
        passwordRepeat: user.password,
        securityQuestion: question ?? { id: 1 },
        securityAnswer: 'bench',
      },
    });
    if (!answer.ok) {
      notes.push(
        routeMissing(answer)
          ? 'registration (POST /api/Users) not available yet: every virtual user is the demo customer, each with its own product'
          : `registration failed (${describeFailure(answer)}): every virtual user is the demo customer`,
      );
      return { users: Array.from({ length: count }, () => DEMO_CUSTOMER), ownBaskets: false };
    }
    users.push(user);
  }
  return { users, ownBaskets: true };
}

/** Products a virtual user may add: no per-user limit (stock is topped up by the bench). */
async function orderableProducts(base) {
  const answer = await call(base, 'GET', '/api/Quantitys');
  if (!answer.ok) throw new Error(`GET /api/Quantitys failed: ${describeFailure(answer)}`);
  return answer.json.data.filter((row) => row.limitPerUser === null || row.limitPerUser === undefined).map((row) => row.ProductId);
}

/** Address, card and delivery method for a checkout, created through the API as a shopper would. */
async function checkoutDetails(base, token) {
  const address = await call(base, 'POST', '/api/Addresss', {
    token,
    body: { country: 'Germany', fullName: 'Bench Shopper', mobileNum: 1234567890, zipCode: '10115', streetAddress: 'Bench Street 1', city: 'Berlin', state: 'Berlin' },
  });
  if (!address.ok) return { error: `POST /api/Addresss: ${describeFailure(address)}` };
  const card = await call(base, 'POST', '/api/Cards', {
    token,
    body: { fullName: 'Bench Shopper', cardNum: 4716190207394368, expMonth: 12, expYear: 2090 },
  });
  if (!card.ok) return { error: `POST /api/Cards: ${describeFailure(card)}` };
  const deliveries = await call(base, 'GET', '/api/Deliverys', { token });
  const delivery = deliveries.json?.data?.[0];
  if (!deliveries.ok || !delivery) return { error: `GET /api/Deliverys: ${describeFailure(deliveries)}` };
  return { addressId: address.json.data.id, paymentId: card.json.data.id, deliveryMethodId: delivery.id };
}

/** Checkout bodies in the shapes a client may send (the shop's client stores ids as strings). */
export function checkoutBodies(details) {
  const asStrings = { paymentId: String(details.paymentId), addressId: String(details.addressId), deliveryMethodId: String(details.deliveryMethodId) };
  const asNumbers = { paymentId: details.paymentId, addressId: details.addressId, deliveryMethodId: details.deliveryMethodId };
  return [{ orderDetails: asStrings }, { orderDetails: asNumbers }];
}

/**
 * A trial order finds the body shape the server accepts (its index in checkoutBodies). If none
 * works, the mix still runs the checkout so that its failures show up as errors, and the
 * server's answers go into the notes.
 */
async function findCheckoutShape(base, session, productId, notes) {
  const { token, bid } = await mustLogin(base, session.user);
  const added = await call(base, 'POST', '/api/BasketItems', { token, body: { ProductId: productId, BasketId: bid, quantity: 1 } });
  if (!added.ok) throw new Error(`adding to the basket failed: ${describeFailure(added)}`);
  const failures = [];
  for (const [shape, body] of checkoutBodies(session.details).entries()) {
    const answer = await call(base, 'POST', `/rest/basket/${bid}/checkout`, { token, body });
    if (answer.ok) return shape;
    failures.push(describeFailure(answer));
  }
  notes.push(`the trial checkout failed (${failures.join('; ')})`);
  return 0;
}

/**
 * Decides which steps run and prepares every virtual user (account, address, card). Returns
 * the plan and the notes that explain any step left out.
 */
export async function prepareMix(base, { virtualUsers, runId }) {
  const notes = [];
  const unavailable = {};
  const { users, ownBaskets } = await prepareUsers(base, virtualUsers, runId, notes);
  let products = await orderableProducts(base);
  const probeSession = await mustLogin(base, users[0]);
  if (!ownBaskets) {
    // The shared basket may hold seeded items: those products would be "already in the basket".
    const basket = await call(base, 'GET', `/rest/basket/${probeSession.bid}`, { token: probeSession.token });
    const present = new Set((basket.json?.data?.Products ?? []).map((product) => product.id));
    products = products.filter((id) => !present.has(id));
  }
  if (!ownBaskets && products.length < virtualUsers) throw new Error(`only ${products.length} products for ${virtualUsers} virtual users sharing one basket`);

  const history = await call(base, 'GET', '/rest/order-history', { token: probeSession.token });
  if (routeMissing(history)) unavailable.history = NOT_AVAILABLE;

  const checkoutProbe = await call(base, 'POST', `/rest/basket/${probeSession.bid}/checkout`, { token: probeSession.token, body: {} });
  if (routeMissing(checkoutProbe)) unavailable.checkout = NOT_AVAILABLE;
  else if (!ownBaskets) unavailable.checkout = `${NOT_AVAILABLE} (needs registration: one basket per virtual user)`;

  const sessions = users.map((user) => ({ user, details: null }));
  for (const session of unavailable.checkout ? [] : sessions) {
    const details = await checkoutDetails(base, (await mustLogin(base, session.user)).token);
    if (details.error) {
      unavailable.checkout = `${NOT_AVAILABLE} (${details.error})`;
      break;
    }
    session.details = details;
  }

  const checkoutShape = unavailable.checkout ? null : await findCheckoutShape(base, sessions[0], products[0], notes);
  if (unavailable.checkout) notes.push('without checkout, each loop removes its item again (DELETE /api/BasketItems/{id}, counted in the totals)');

  return { base, sessions, products, ownBaskets, unavailable, checkoutShape, notes };
}

/** Runs the virtual users until the time is up; every answer outside 2xx is an error. */
export async function runMix(plan, { durationMs }) {
  const { base, sessions, products, ownBaskets, unavailable, checkoutShape } = plan;
  const latencies = Object.fromEntries([...STEPS, STAND_IN].map((step) => [step, []]));
  const errors = [];
  const deadline = performance.now() + durationMs;
  const started = performance.now();

  function record(step, answer) {
    latencies[step].push(answer.ms);
    if (!answer.ok) errors.push(`${step}: ${describeFailure(answer)}`);
    return answer.ok;
  }

  async function virtualUser(index) {
    const { user, details } = sessions[index];
    for (let loop = 0; performance.now() < deadline; loop += 1) {
      const session = await login(base, user);
      if (!record('login', session.answer) || !session.token) continue;
      const { token, bid } = session;
      record('basket', await call(base, 'GET', `/rest/basket/${bid}`, { token }));
      // Own baskets rotate through the products; a shared basket keeps one product per user.
      const ProductId = ownBaskets ? products[(index + loop) % products.length] : products[index];
      const added = await call(base, 'POST', '/api/BasketItems', { token, body: { ProductId, BasketId: bid, quantity: 1 } });
      if (!record('add', added)) continue;
      if (unavailable.checkout) record(STAND_IN, await call(base, 'DELETE', `/api/BasketItems/${added.json.data.id}`, { token }));
      else record('checkout', await call(base, 'POST', `/rest/basket/${bid}/checkout`, { token, body: checkoutBodies(details)[checkoutShape] }));
      if (!unavailable.history) record('history', await call(base, 'GET', '/rest/order-history', { token }));
    }
  }

  await Promise.all(sessions.map((_, index) => virtualUser(index)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const all = Object.values(latencies).flat();
  const steps = Object.fromEntries(Object.entries(latencies).map(([step, values]) => [step, values.length ? summarize(values) : null]));
  return {
    virtualUsers: sessions.length,
    seconds: elapsedSeconds,
    requests: all.length,
    requestsPerSecond: all.length / elapsedSeconds,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 5),
    overall: summarize(all),
    steps,
  };
}
