import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTestShop, ACCOUNTANT, DEMO, type TestShop } from './helpers';
import { JONAS, shopper, type Session } from './shop-helpers';
import { orderPdfPath } from '../src/features/orders/pdf';

let shop: TestShop;
let demo: Session;
let jonas: Session;
let staff: Session;
const orderIds: string[] = [];

beforeAll(async () => {
  shop = await startTestShop();
  demo = await shop.login(DEMO.email, DEMO.password);
  jonas = await shop.login(JONAS.email, JONAS.password);
  staff = await shop.login(ACCOUNTANT.email, ACCOUNTANT.password);
  const me = shopper(shop, demo);
  const addressId = (await me.call({ method: 'GET', url: '/api/Addresss' })).json().data[0].id;
  const cardId = (await me.call({ method: 'GET', url: '/api/Cards' })).json().data[0].id;
  for (const [productId, deliveryMethodId] of [
    [1, 3],
    [2, 1],
  ]) {
    await me.put(productId, 1);
    const response = await me.checkout({ paymentId: cardId, addressId, deliveryMethodId });
    orderIds.push(response.json().orderConfirmation);
    // The next order must be placed in a later millisecond: history sorts by the time of placing.
    for (const placed = Date.now(); Date.now() === placed; ) await new Promise((resolve) => setImmediate(resolve));
  }
});
afterAll(() => shop.close());

describe('order history', () => {
  it('lists the own orders, newest first', async () => {
    const orders = (await shopper(shop, demo).call({ method: 'GET', url: '/rest/order-history' })).json().data;
    expect(orders.map((order: { orderId: string }) => order.orderId)).toEqual([...orderIds].reverse());
    expect(orders[0]).toEqual(expect.objectContaining({ totalPrice: 1.99 + 4.99, bonus: 0, delivered: false, eta: '1' }));
  });

  it('shows other customers none of them', async () => {
    expect((await shopper(shop, jonas).call({ method: 'GET', url: '/rest/order-history' })).json().data).toEqual([]);
    expect((await shop.app.inject({ method: 'GET', url: '/rest/order-history' })).statusCode).toBe(401);
  });
});

describe('track order', () => {
  it('answers the owner with the order in data[0]', async () => {
    const response = await shopper(shop, demo).call({ method: 'GET', url: `/rest/track-order/${orderIds[0]}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(1);
    expect(response.json().data[0]).toEqual(expect.objectContaining({ orderId: orderIds[0], eta: '5', delivered: false }));
  });

  it('lets accounting staff track any order', async () => {
    expect((await shopper(shop, staff).call({ method: 'GET', url: `/rest/track-order/${orderIds[0]}` })).statusCode).toBe(200);
  });

  it("refuses another customer's order, unknown and malformed ids, and visitors", async () => {
    expect((await shopper(shop, jonas).call({ method: 'GET', url: `/rest/track-order/${orderIds[0]}` })).statusCode).toBe(403);
    expect((await shopper(shop, demo).call({ method: 'GET', url: '/rest/track-order/0000-0000000000000000' })).statusCode).toBe(404);
    const malformed = await shopper(shop, demo).call({ method: 'GET', url: `/rest/track-order/${encodeURIComponent('<b>x</b>')}` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('<b>');
    expect((await shop.app.inject({ method: 'GET', url: `/rest/track-order/${orderIds[0]}` })).statusCode).toBe(401);
  });
});

describe('what the staff screens rely on', () => {
  it('keeps every order in the document store with _id, orderId, totalPrice, delivered and eta', () => {
    // The orders placed above (the seed holds an older, delivered one of another customer).
    const stored = shop.ctx.documents.orders.find({ orderId: { $in: orderIds } });
    expect(stored).toHaveLength(2);
    for (const order of stored) {
      expect(order).toEqual(expect.objectContaining({ _id: expect.any(String), orderId: expect.any(String), totalPrice: expect.any(Number), delivered: false, eta: expect.any(String) }));
    }
  });

  it('shows a delivered order as delivered to its customer', async () => {
    const [order] = shop.ctx.documents.orders.find({ orderId: orderIds[0] });
    shop.ctx.documents.orders.update({ _id: order._id }, { $set: { delivered: true } });
    expect((await shopper(shop, demo).call({ method: 'GET', url: `/rest/track-order/${orderIds[0]}` })).json().data[0].delivered).toBe(true);
    shop.ctx.documents.orders.update({ _id: order._id }, { $set: { delivered: false } });
  });
});

describe('order confirmation PDF', () => {
  it('serves the owner a PDF naming the order, with the token cookie as a plain link sends it', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/ftp/order_${orderIds[0]}.pdf`, headers: { cookie: `token=${demo.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain(orderIds[0]);
  });

  it("draws the confirmation in the reader's language (the language cookie), beside the English file", async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/ftp/order_${orderIds[0]}.pdf`, headers: { cookie: `token=${demo.token}; language=de` } });
    expect(response.statusCode).toBe(200);
    expect(fs.existsSync(orderPdfPath(shop.dataDir, orderIds[0], 'de'))).toBe(true);
    const pages = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { input: response.rawPayload, encoding: 'utf8' })) as string[];
    expect(pages.join('\n')).toContain('Bestellbestätigung');
  });

  it('draws it again when the file has gone', async () => {
    expect((await shopper(shop, demo).call({ method: 'GET', url: `/ftp/order_${orderIds[1]}.pdf` })).statusCode).toBe(200);
    fs.rmSync(orderPdfPath(shop.dataDir, orderIds[1]));
    const response = await shopper(shop, demo).call({ method: 'GET', url: `/ftp/order_${orderIds[1]}.pdf` });
    expect(response.statusCode).toBe(200);
    expect(fs.existsSync(orderPdfPath(shop.dataDir, orderIds[1]))).toBe(true);
  });

  it('keeps the files inside the data directory', () => {
    expect(orderPdfPath(shop.dataDir, orderIds[0]).startsWith(shop.dataDir)).toBe(true);
  });

  it("refuses another customer's PDF, visitors and malformed names", async () => {
    expect((await shopper(shop, jonas).call({ method: 'GET', url: `/ftp/order_${orderIds[0]}.pdf` })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: `/ftp/order_${orderIds[0]}.pdf` })).statusCode).toBe(401);
    expect((await shopper(shop, demo).call({ method: 'GET', url: '/ftp/order_..%2F..%2Fpulp.sqlite.pdf' })).statusCode).toBe(404);
  });
});
