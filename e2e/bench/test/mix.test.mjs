// The logged-in mix against a small in-process stand-in of the shop's API: it proves that the
// bench leaves out what the server lacks, picks checkout and order history up as soon as they
// answer, and counts every failed answer. (The real server is measured by the smoke run.)
import test from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { NOT_AVAILABLE } from '../lib/budgets.mjs';
import { prepareMix, runMix } from '../lib/mix.mjs';

function fakeShop({ registration = false, checkout = false, history = false, checkoutAccepts = () => true } = {}) {
  const users = new Map([['demo@pulp.shop', { password: 'squeeze123', bid: 1 }]]);
  const baskets = new Map([[1, new Map()]]);
  const orders = [];
  let nextItem = 1;
  let nextId = 100;

  const routes = {
    'POST /api/Users': registration && ((body) => {
      users.set(body.email, { password: body.password, bid: nextId });
      baskets.set(nextId, new Map());
      return [201, { status: 'success', data: { id: nextId++, email: body.email } }];
    }),
    'GET /api/SecurityQuestions': registration && (() => [200, { data: [{ id: 1, question: 'Fruit?' }] }]),
    'POST /rest/user/login': (body) => {
      const user = users.get(body.email);
      if (!user || user.password !== body.password) return [401, { status: 'error', error: 'Invalid email or password.' }];
      return [200, { authentication: { token: body.email, bid: user.bid, umail: body.email } }];
    },
    'GET /api/Quantitys': () => [200, { data: [...Array.from({ length: 24 }, (_, index) => ({ ProductId: index + 1, limitPerUser: null })), { ProductId: 25, limitPerUser: 5 }] }],
    'GET /rest/basket/:id': (_body, id) => [200, { data: { id, Products: [...baskets.get(id).keys()].map((productId) => ({ id: productId })) } }],
    'POST /api/BasketItems': (body) => {
      const basket = baskets.get(body.BasketId);
      if (body.ProductId === 25) return [400, { status: 'error', error: 'limited product in the mix' }];
      if (basket.has(body.ProductId)) return [400, { status: 'error', error: 'already in the basket' }];
      const item = { id: nextItem++, ProductId: body.ProductId, BasketId: body.BasketId };
      basket.set(body.ProductId, item);
      return [200, { status: 'success', data: item }];
    },
    'DELETE /api/BasketItems/:id': (_body, id) => {
      for (const basket of baskets.values()) for (const [productId, item] of basket) if (item.id === id) basket.delete(productId);
      return [200, { status: 'success' }];
    },
    'POST /rest/basket/:id/checkout': checkout && ((body, id) => {
      if (!body.orderDetails || !checkoutAccepts(body.orderDetails)) return [400, { status: 'error', error: 'Invalid order details.' }];
      if (baskets.get(id).size === 0) return [400, { status: 'error', error: 'The basket is empty.' }];
      baskets.get(id).clear();
      orders.push(id);
      return [200, { orderConfirmation: `order-${orders.length}` }];
    }),
    'GET /rest/order-history': history && (() => [200, { status: 'success', data: orders }]),
    'POST /api/Addresss': checkout && (() => [201, { status: 'success', data: { id: nextId++ } }]),
    'POST /api/Cards': checkout && (() => [201, { status: 'success', data: { id: nextId++ } }]),
    'GET /api/Deliverys': checkout && (() => [200, { status: 'success', data: [{ id: 1 }, { id: 2 }] }]),
  };

  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const url = request.url.split('?')[0];
      const id = Number(/\/(\d+)(?:\/checkout)?$/.exec(url)?.[1]);
      const key = `${request.method} ${url.replace(/\/\d+(?=\/checkout$|$)/, '/:id')}`;
      const handler = routes[key];
      const [status, body] = handler ? handler(text ? JSON.parse(text) : {}, id) : [404, { status: 'error', error: `No route for ${request.method} ${url}` }];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${server.address().port}`, server, orders })));
}

test('without registration, checkout and order history the mix runs what exists, with zero errors', async (t) => {
  const shop = await fakeShop();
  t.after(() => shop.server.close());
  const plan = await prepareMix(shop.base, { virtualUsers: 3, runId: 't1' });
  assert.equal(plan.ownBaskets, false);
  assert.equal(plan.unavailable.checkout, NOT_AVAILABLE);
  assert.equal(plan.unavailable.history, NOT_AVAILABLE);
  assert.ok(!plan.products.includes(25), 'products with a per-user limit are left out');

  const result = await runMix(plan, { durationMs: 300 });
  assert.equal(result.errors, 0, result.errorSamples.join('\n'));
  assert.ok(result.steps.login.count > 0 && result.steps.add.count === result.steps.remove.count);
  assert.equal(result.steps.checkout, null);
  assert.equal(result.steps.history, null);
});

test('once checkout and order history answer, every virtual user orders with its own basket', async (t) => {
  // This stand-in takes ids as numbers only: the bench must find that shape by its trial order.
  const shop = await fakeShop({ registration: true, checkout: true, history: true, checkoutAccepts: (details) => typeof details.addressId === 'number' });
  t.after(() => shop.server.close());
  const plan = await prepareMix(shop.base, { virtualUsers: 3, runId: 't2' });
  assert.equal(plan.ownBaskets, true);
  assert.deepEqual(plan.unavailable, {});
  assert.equal(plan.checkoutShape, 1);

  const result = await runMix(plan, { durationMs: 300 });
  assert.equal(result.errors, 0, result.errorSamples.join('\n'));
  assert.ok(result.steps.checkout.count > 0);
  assert.equal(result.steps.history.count, result.steps.checkout.count);
  assert.equal(result.steps.remove, null);
  assert.equal(shop.orders.length, result.steps.checkout.count + 1, 'one trial order plus one per loop');
});

test('checkout without registration is reported as waiting for it, not run on a shared basket', async (t) => {
  const shop = await fakeShop({ checkout: true, history: true });
  t.after(() => shop.server.close());
  const plan = await prepareMix(shop.base, { virtualUsers: 2, runId: 't3' });
  assert.match(plan.unavailable.checkout, /^not available yet \(needs registration/);
  assert.equal(plan.unavailable.history, undefined);
});

test('a checkout that refuses every order shows up as errors with the server\'s message', async (t) => {
  const shop = await fakeShop({ registration: true, checkout: true, history: true, checkoutAccepts: () => false });
  t.after(() => shop.server.close());
  const plan = await prepareMix(shop.base, { virtualUsers: 2, runId: 't4' });
  assert.ok(plan.notes.some((note) => note.includes('trial checkout failed (400 Invalid order details.')));
  const result = await runMix(plan, { durationMs: 200 });
  assert.ok(result.errors > 0);
  assert.ok(result.errorSamples.some((sample) => sample === 'checkout: 400 Invalid order details.'), result.errorSamples.join('\n'));
});
