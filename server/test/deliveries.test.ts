import { startTestShop, DELUXE, DEMO, type TestShop } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('delivery methods', () => {
  it('lists the methods with name, price, eta and icon', async () => {
    const methods = (await shop.app.inject({ method: 'GET', url: '/api/Deliverys' })).json().data;
    expect(methods.map((method: { name: string }) => method.name)).toEqual(['Express Courier', 'Standard Parcel', 'Eco Cargo Bike']);
    expect(methods[0]).toEqual(expect.objectContaining({ id: 1, price: 4.99, eta: 1, icon: 'rocket' }));
  });

  it('charges customers the normal and deluxe members the deluxe price', async () => {
    const customer = await shop.login(DEMO.email, DEMO.password);
    const member = await shop.login(DELUXE.email, DELUXE.password);
    const asCustomer = (await shop.app.inject({ method: 'GET', url: '/api/Deliverys/1', headers: customer.headers })).json().data;
    const asMember = (await shop.app.inject({ method: 'GET', url: '/api/Deliverys/1', headers: member.headers })).json().data;
    expect(asCustomer.price).toBe(4.99);
    expect(asMember.price).toBe(2.99);
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/Deliverys/99' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/api/Deliverys/x' })).statusCode).toBe(400);
  });
});
