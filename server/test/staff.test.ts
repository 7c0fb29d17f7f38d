import type { InjectOptions } from 'fastify';
import { startTestShop, ACCOUNTANT, ADMIN, DEMO, type TestShop } from './helpers';

let shop: TestShop;
let accountant: { authorization: string };
let admin: { authorization: string };
let customer: { authorization: string };

beforeAll(async () => {
  shop = await startTestShop();
  accountant = (await shop.login(ACCOUNTANT.email, ACCOUNTANT.password)).headers;
  admin = (await shop.login(ADMIN.email, ADMIN.password)).headers;
  customer = (await shop.login(DEMO.email, DEMO.password)).headers;
});

afterAll(async () => {
  await shop.close();
});

const inject = (options: InjectOptions) => shop.app.inject(options);

/** An order as the checkout stores it. */
function insertOrder(orderId: string, fields: Record<string, unknown> = {}) {
  return shop.ctx.documents.orders.insert({
    orderId,
    email: 'demo@pulp.shop',
    totalPrice: 12.47,
    products: [{ quantity: 2, id: 1, name: 'Blood Orange Press', price: 3.49, total: 6.98, bonus: 0 }],
    bonus: 0,
    eta: '4',
    delivered: false,
    promotionalAmount: '0',
    deliveryPrice: 0.99,
    addressId: 1,
    paymentId: 1,
    createdAt: new Date().toISOString(),
    ...fields,
  });
}

describe('staff order list', () => {
  it('lists every order, newest first, with the staff fields only', async () => {
    insertOrder('1111-aaaaaaaaaaaaaaaa', { createdAt: '2024-01-01T10:00:00.000Z', email: 'someone@pulp.shop' });
    insertOrder('2222-bbbbbbbbbbbbbbbb', { createdAt: '2024-03-01T10:00:00.000Z', delivered: true });
    const response = await inject({ method: 'GET', url: '/rest/order-history/orders', headers: accountant });
    expect(response.statusCode).toBe(200);
    const orders = response.json().data as Record<string, unknown>[];
    const ids = orders.map((order) => order.orderId);
    expect(ids.indexOf('2222-bbbbbbbbbbbbbbbb')).toBeLessThan(ids.indexOf('1111-aaaaaaaaaaaaaaaa'));
    const first = orders.find((order) => order.orderId === '1111-aaaaaaaaaaaaaaaa')!;
    expect(first).toEqual(expect.objectContaining({ email: 'someone@pulp.shop', totalPrice: 12.47, delivered: false }));
    expect(typeof first._id).toBe('string');
    // Addresses, payments and product lines stay out of the staff list.
    expect(first).not.toHaveProperty('paymentId');
    expect(first).not.toHaveProperty('products');
  });

  it('is for accounting only', async () => {
    expect((await inject({ method: 'GET', url: '/rest/order-history/orders' })).statusCode).toBe(401);
    const asCustomer = await inject({ method: 'GET', url: '/rest/order-history/orders', headers: customer });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ status: 'error', error: expect.any(String) });
    expect((await inject({ method: 'GET', url: '/rest/order-history/orders', headers: admin })).statusCode).toBe(403);
  });
});

describe('delivery status', () => {
  it('toggles delivered: the body carries the state the accountant saw', async () => {
    const order = insertOrder('3333-cccccccccccccccc');
    const url = `/rest/order-history/${order._id}/delivery-status`;
    const delivered = await inject({ method: 'PUT', url, headers: accountant, payload: { deliveryStatus: false } });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toEqual(expect.objectContaining({ _id: order._id, orderId: '3333-cccccccccccccccc', delivered: true }));
    expect(shop.ctx.documents.orders.findById(order._id)?.delivered).toBe(true);
    // The rest of the order is untouched.
    expect(shop.ctx.documents.orders.findById(order._id)?.products).toHaveLength(1);

    const back = await inject({ method: 'PUT', url, headers: accountant, payload: { deliveryStatus: true } });
    expect(back.json().data.delivered).toBe(false);
    expect(shop.ctx.documents.orders.findById(order._id)?.delivered).toBe(false);
  });

  it('refuses other roles, unknown orders and malformed input', async () => {
    const order = insertOrder('4444-dddddddddddddddd');
    const url = `/rest/order-history/${order._id}/delivery-status`;
    expect((await inject({ method: 'PUT', url, payload: { deliveryStatus: false } })).statusCode).toBe(401);
    expect((await inject({ method: 'PUT', url, headers: customer, payload: { deliveryStatus: false } })).statusCode).toBe(403);
    expect((await inject({ method: 'PUT', url, headers: admin, payload: { deliveryStatus: false } })).statusCode).toBe(403);
    expect(shop.ctx.documents.orders.findById(order._id)?.delivered).toBe(false);

    const unknown = await inject({ method: 'PUT', url: '/rest/order-history/ffffffffffffffffffffffff/delivery-status', headers: accountant, payload: { deliveryStatus: false } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/No order/);
    for (const payload of [{}, { deliveryStatus: 'false' }, { deliveryStatus: 0 }, { deliveryStatus: null }]) {
      const response = await inject({ method: 'PUT', url, headers: accountant, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe('error');
    }
    // A Mongo operator in the id is not a valid id.
    const injected = await inject({ method: 'PUT', url: '/rest/order-history/%24ne/delivery-status', headers: accountant, payload: { deliveryStatus: false } });
    expect(injected.statusCode).toBe(400);
    expect(shop.ctx.documents.orders.findById(order._id)?.delivered).toBe(false);
  });
});

describe('price edits', () => {
  it('lets accounting change a price, and searches show it at once', async () => {
    const before = (await inject({ method: 'GET', url: '/rest/products/search?q=mango' })).json().data[0];
    const response = await inject({ method: 'PUT', url: `/api/Products/${before.id}`, headers: accountant, payload: { price: 4.25 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expect.objectContaining({ id: before.id, name: before.name, price: 4.25, deluxePrice: before.deluxePrice }));
    // The cached search answer was refreshed.
    expect((await inject({ method: 'GET', url: '/rest/products/search?q=mango' })).json().data[0].price).toBe(4.25);
    expect((await inject({ method: 'GET', url: `/api/Products/${before.id}` })).json().data.price).toBe(4.25);
    expect((await inject({ method: 'PUT', url: `/api/Products/${before.id}`, headers: accountant, payload: { price: 0 } })).json().data.price).toBe(0);
  });

  it('refuses other roles and leaves the price alone', async () => {
    for (const headers of [undefined, customer, admin]) {
      const response = await inject({ method: 'PUT', url: '/api/Products/2', headers, payload: { price: 0.01 } });
      expect(response.statusCode).toBe(headers ? 403 : 401);
    }
    expect((await inject({ method: 'GET', url: '/api/Products/2' })).json().data.price).not.toBe(0.01);
  });

  it('refuses negatives, non-numbers and unknown products with 400/404', async () => {
    const price = (await inject({ method: 'GET', url: '/api/Products/3' })).json().data.price;
    const cases: [unknown, RegExp][] = [
      [{ price: -1 }, /cannot be less than 0/],
      [{ price: 'abc' }, /must be a number/],
      [{ price: '12' }, /must be a number/],
      [{ price: null }, /must be a number/],
      [{ price: true }, /must be a number/],
      [{}, /must be a number/],
      [{ price: 1e9 }, /cannot be more than/],
    ];
    for (const [payload, message] of cases) {
      const response = await inject({ method: 'PUT', url: '/api/Products/3', headers: accountant, payload: payload as Record<string, unknown> });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    expect((await inject({ method: 'GET', url: '/api/Products/3' })).json().data.price).toBe(price);
    expect((await inject({ method: 'PUT', url: '/api/Products/9999', headers: accountant, payload: { price: 1 } })).statusCode).toBe(404);
    expect((await inject({ method: 'PUT', url: '/api/Products/abc', headers: accountant, payload: { price: 1 } })).statusCode).toBe(400);
  });
});

describe('stock edits', () => {
  it('lets accounting change a stock count by quantity record id', async () => {
    const record = (await inject({ method: 'GET', url: '/api/Quantitys/4' })).json().data;
    const response = await inject({ method: 'PUT', url: '/api/Quantitys/4', headers: accountant, payload: { quantity: 3 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: 4, ProductId: record.ProductId, quantity: 3, limitPerUser: record.limitPerUser });
    expect((await inject({ method: 'GET', url: '/api/Quantitys/4' })).json().data.quantity).toBe(3);
    const list = (await inject({ method: 'GET', url: '/api/Quantitys' })).json().data as { id: number; quantity: number }[];
    expect(list.find((entry) => entry.id === 4)?.quantity).toBe(3);
    expect((await inject({ method: 'PUT', url: '/api/Quantitys/4', headers: accountant, payload: { quantity: 0 } })).json().data.quantity).toBe(0);
  });

  it('refuses other roles, negatives, fractions, non-numbers and unknown records', async () => {
    const quantity = (await inject({ method: 'GET', url: '/api/Quantitys/5' })).json().data.quantity;
    for (const headers of [undefined, customer, admin]) {
      const response = await inject({ method: 'PUT', url: '/api/Quantitys/5', headers, payload: { quantity: 1 } });
      expect(response.statusCode).toBe(headers ? 403 : 401);
    }
    const cases: [unknown, RegExp][] = [
      [{ quantity: -5 }, /cannot be less than 0/],
      [{ quantity: 2.5 }, /whole number/],
      [{ quantity: 'ten' }, /must be a number/],
      [{ quantity: null }, /must be a number/],
    ];
    for (const [payload, message] of cases) {
      const response = await inject({ method: 'PUT', url: '/api/Quantitys/5', headers: accountant, payload: payload as Record<string, unknown> });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    expect((await inject({ method: 'GET', url: '/api/Quantitys/5' })).json().data.quantity).toBe(quantity);
    expect((await inject({ method: 'PUT', url: '/api/Quantitys/9999', headers: accountant, payload: { quantity: 1 } })).statusCode).toBe(404);
  });
});
