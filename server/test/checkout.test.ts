import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startTestShop, DELUXE, DEMO, type TestShop } from './helpers';
import { base64, INES, JONAS, shopper, VALID_ADDRESS, type Session } from './shop-helpers';
import { mintCoupon } from '../src/features/coupons/regular';

let shop: TestShop;
let productIds: Record<string, number>;

beforeAll(async () => {
  shop = await startTestShop();
  const products = (await shop.app.inject({ method: 'GET', url: '/api/Products' })).json().data as { id: number; name: string }[];
  productIds = Object.fromEntries(products.map((product) => [product.name, product.id]));
});
afterAll(() => shop.close());

const stockOf = async (productId: number) =>
  ((await shop.app.inject({ method: 'GET', url: '/api/Quantitys' })).json().data as { ProductId: number; quantity: number }[]).find((row) => row.ProductId === productId)!.quantity;

async function demoSetup(): Promise<{ session: Session; me: ReturnType<typeof shopper>; addressId: number; cardId: number }> {
  const session = await shop.login(DEMO.email, DEMO.password);
  const me = shopper(shop, session);
  await me.emptyBasket();
  const addressId = (await me.call({ method: 'GET', url: '/api/Addresss' })).json().data[0].id;
  const cardId = (await me.call({ method: 'GET', url: '/api/Cards' })).json().data[0].id;
  return { session, me, addressId, cardId };
}

describe('POST /rest/basket/:id/checkout', () => {
  it('places an order paid by card: totals, bonus, stock, basket and PDF', async () => {
    const { session, me, addressId, cardId } = await demoSetup();
    const tshirt = productIds['Pulp T-Shirt'];
    const hoodie = productIds['Pulp Hoodie'];
    const tshirtStock = await stockOf(tshirt);
    await me.put(tshirt, 2);
    await me.put(hoodie, 1);

    const response = await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 1 });
    expect(response.statusCode).toBe(200);
    const orderId = response.json().orderConfirmation as string;
    expect(orderId).toMatch(/^[0-9a-f]{4}-[0-9a-f]{16}$/);

    const [order] = (await me.call({ method: 'GET', url: `/rest/track-order/${orderId}` })).json().data;
    // 2 × 19.99 + 44.99 = 84.97 items, + 4.99 express delivery.
    expect(order).toEqual(
      expect.objectContaining({
        orderId,
        email: DEMO.email,
        totalPrice: 89.96,
        bonus: 2 * 2 + 4,
        eta: '1',
        delivered: false,
        promotionalAmount: 0,
        deliveryPrice: 4.99,
        addressId,
        paymentId: cardId,
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        createdAt: expect.any(String),
      }),
    );
    expect(order.products).toEqual([
      { quantity: 2, id: tshirt, name: 'Pulp T-Shirt', price: 19.99, total: 39.98, bonus: 4 },
      { quantity: 1, id: hoodie, name: 'Pulp Hoodie', price: 44.99, total: 44.99, bonus: 4 },
    ]);
    expect(await stockOf(tshirt)).toBe(tshirtStock - 2);
    expect((await me.call({ method: 'GET', url: `/rest/basket/${session.bid}` })).json().data.Products).toEqual([]);
    const pdf = await me.call({ method: 'GET', url: `/ftp/order_${orderId}.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(orderId);
  });

  it('takes 20% off the items with a regular coupon on the basket, then forgets the coupon', async () => {
    const { session, me, addressId, cardId } = await demoSetup();
    await me.put(productIds['Pulp Mug'], 3); // 29.97
    const code = mintCoupon(shop.ctx.config.coupons.secret, 20, { year: 2099, month: 12 });
    expect((await me.call({ method: 'PUT', url: `/rest/basket/${session.bid}/coupon/${code}` })).json().discount).toBe(20);
    const orderId = (await me.checkout({ paymentId: String(cardId), addressId: String(addressId), deliveryMethodId: '3' })).json().orderConfirmation;
    const [order] = (await me.call({ method: 'GET', url: `/rest/track-order/${orderId}` })).json().data;
    expect(order.promotionalAmount).toBe(5.99);
    expect(order.totalPrice).toBe(24.97); // 29.97 + 0.99 − 5.99
    expect((await me.call({ method: 'GET', url: `/rest/basket/${session.bid}` })).json().data.coupon).toBeNull();
  });

  it('pays from the wallet, and refuses when the balance is too low without changing anything', async () => {
    const { session, me, addressId } = await demoSetup();
    const before = await me.balance();
    await me.put(productIds['Alpine Apple Juice'], 5); // 9.95
    const paid = await me.checkout({ paymentId: 'wallet', addressId, deliveryMethodId: 2 });
    expect(paid.statusCode).toBe(200);
    expect(await me.balance()).toBeCloseTo(before - 11.94, 2);

    const cleanse = productIds['Three-Day Juice Cleanse'];
    const stock = await stockOf(cleanse);
    await me.put(cleanse, 2); // 119.98, more than the wallet holds
    const refused = await me.checkout({ paymentId: 'wallet', addressId, deliveryMethodId: 2 });
    expect(refused.statusCode).toBe(402);
    expect(await stockOf(cleanse)).toBe(stock);
    expect((await me.call({ method: 'GET', url: `/rest/basket/${session.bid}` })).json().data.Products).toHaveLength(1);
    await me.emptyBasket();
  });

  it('charges deluxe members deluxe prices for products and delivery', async () => {
    const mira = await shop.login(DELUXE.email, DELUXE.password);
    const me = shopper(shop, mira);
    const addressId = (await me.call({ method: 'GET', url: '/api/Addresss' })).json().data[0].id;
    await me.put(productIds['Pulp Hoodie'], 1);
    const orderId = (await me.checkout({ paymentId: 'wallet', addressId, deliveryMethodId: 1 })).json().orderConfirmation;
    const [order] = (await me.call({ method: 'GET', url: `/rest/track-order/${orderId}` })).json().data;
    expect(order.products[0].price).toBe(39.99);
    expect(order.deliveryPrice).toBe(2.99);
    expect(order.totalPrice).toBe(42.98);
  });

  it('refuses more than the stock holds, naming the product', async () => {
    const pomegranate = productIds['Pomegranate Gold'];
    const stock = await stockOf(pomegranate);
    const { me: demo, addressId, cardId } = await demoSetup();
    const jonasSession = await shop.login(JONAS.email, JONAS.password);
    const jonas = shopper(shop, jonasSession);
    const jonasAddress = await jonas.addAddress();
    const jonasCard = await jonas.addCard();
    await demo.put(pomegranate, stock);
    await jonas.put(pomegranate, stock);
    expect((await jonas.checkout({ paymentId: jonasCard, addressId: jonasAddress, deliveryMethodId: 1 })).statusCode).toBe(200);
    const refused = await demo.checkout({ paymentId: cardId, addressId, deliveryMethodId: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Pomegranate Gold');
    expect(await stockOf(pomegranate)).toBe(0);
    await demo.emptyBasket();
  });

  it('refuses bad order details', async () => {
    const { me, addressId, cardId } = await demoSetup();
    expect((await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 1 })).json().error).toBe('Your basket is empty.');
    await me.put(productIds['Mango Sunrise'], 1);
    expect((await me.checkout({ paymentId: 'bitcoin', addressId, deliveryMethodId: 1 })).statusCode).toBe(400);
    expect((await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 99 })).statusCode).toBe(400);
    expect((await me.checkout({ paymentId: cardId, addressId: 'x', deliveryMethodId: 1 })).statusCode).toBe(400);
    expect((await me.checkout({ paymentId: cardId, deliveryMethodId: 1 })).statusCode).toBe(400);
    expect((await me.call({ method: 'POST', url: `/rest/basket/${(await shop.login(DEMO.email, DEMO.password)).bid}/checkout`, payload: {} })).statusCode).toBe(400);
    await me.emptyBasket();
  });

  it("refuses another user's basket, address and card", async () => {
    const { session: demo, addressId: demoAddress, cardId: demoCard } = await demoSetup();
    const inesSession = await shop.login(INES.email, INES.password);
    const ines = shopper(shop, inesSession);
    const inesAddress = await ines.addAddress();
    const inesCard = await ines.addCard();
    await ines.put(productIds['Mango Sunrise'], 1);
    const asInes = (basketId: number, orderDetails: Record<string, unknown>) =>
      ines.call({ method: 'POST', url: `/rest/basket/${basketId}/checkout`, payload: { orderDetails } });
    expect((await asInes(demo.bid, { paymentId: inesCard, addressId: inesAddress, deliveryMethodId: 1 })).statusCode).toBe(403);
    expect((await asInes(inesSession.bid, { paymentId: inesCard, addressId: demoAddress, deliveryMethodId: 1 })).statusCode).toBe(403);
    expect((await asInes(inesSession.bid, { paymentId: demoCard, addressId: inesAddress, deliveryMethodId: 1 })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'POST', url: `/rest/basket/${inesSession.bid}/checkout`, payload: { orderDetails: { paymentId: inesCard, addressId: inesAddress, deliveryMethodId: 1 } } })).statusCode).toBe(401);
    await ines.emptyBasket();
  });
});

/** The text of a PDF as a reader extracts it (pdf.js, in a process of its own: see pdf-text.mjs). */
function pdfText(bytes: Buffer): string {
  return (JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { input: bytes, encoding: 'utf8' })) as string[]).join('\n');
}

describe('the order confirmation PDF of a new order', () => {
  async function placeOrder(street: string) {
    const { me, cardId } = await demoSetup();
    const addressId = await me.addAddress({ streetAddress: street });
    await me.put(productIds['Pulp Mug'], 1);
    const orderId = (await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 1 })).json().orderConfirmation as string;
    const read = (language = 'en') => me.call({ method: 'GET', url: `/ftp/order_${orderId}.pdf`, headers: { cookie: `language=${language}` } });
    return { me, addressId, orderId, read };
  }

  it('opens right after checkout, and two readers at once get the same complete file', async () => {
    const { orderId, read } = await placeOrder('Kelterweg 3');
    const [first, second] = await Promise.all([read(), read()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const text = pdfText(first.rawPayload);
    expect(text).toContain(orderId);
    expect(text).toContain('Kelterweg 3');
    expect(text).toContain('Pulp Mug');
  });

  it('shows the address the order was placed with in every language, though the customer changed and then deleted it before the first read', async () => {
    const { me, addressId, read } = await placeOrder('Kelterweg 5');
    expect((await me.call({ method: 'PUT', url: `/api/Addresss/${addressId}`, payload: { ...VALID_ADDRESS, streetAddress: 'Neue Gasse 9' } })).statusCode).toBe(200);
    expect((await me.call({ method: 'DELETE', url: `/api/Addresss/${addressId}` })).statusCode).toBe(200);
    for (const language of ['en', 'de']) {
      const text = pdfText((await read(language)).rawPayload);
      expect(text).toContain('Kelterweg 5');
      expect(text).not.toContain('Neue Gasse 9');
    }
  });

  it('is dated (its creation date) when the order was placed', async () => {
    const { me, orderId, read } = await placeOrder('Kelterweg 7');
    const [order] = (await me.call({ method: 'GET', url: `/rest/track-order/${orderId}` })).json().data;
    // Read a second later than the order was placed, so that a date of the reading would differ.
    for (const placed = Math.floor(Date.now() / 1000); Math.floor(Date.now() / 1000) === placed; ) await new Promise((resolve) => setTimeout(resolve, 20));
    // The document's one date string: /CreationDate points at it.
    const created = /\(D:(\d{14})Z\)/.exec((await read()).rawPayload.toString('latin1'))?.[1];
    expect(created).toBe((order.createdAt as string).replace(/\D/g, '').slice(0, 14));
  });
});

describe('campaign coupons at checkout (manipulateClockChallenge)', () => {
  async function orderWithCouponData(couponData?: string) {
    const { me, addressId, cardId } = await demoSetup();
    await me.put(productIds['Pulp Mug'], 1); // 9.99
    const response = await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 3 }, couponData); // + 0.99
    expect(response.statusCode).toBe(200);
    return (await me.call({ method: 'GET', url: `/rest/track-order/${response.json().orderConfirmation}` })).json().data[0];
  }

  it('exploit: an expired campaign coupon sent with a forged client date gets its discount', async () => {
    const order = await orderWithCouponData(base64('WMNSDY2019-2019-03-08'));
    expect(order.promotionalAmount).toBe(7.49); // 75% of 9.99
    expect(order.totalPrice).toBe(3.49);
  });

  it('a normal checkout is unaffected: no coupon, or a campaign coupon with the real date, pays full price', async () => {
    expect((await orderWithCouponData()).totalPrice).toBe(10.98);
    const honest = await orderWithCouponData(base64(`WMNSDY2019-${new Date().toISOString().slice(0, 10)}`));
    expect(honest.promotionalAmount).toBe(0);
    expect(honest.totalPrice).toBe(10.98);
  });
});
