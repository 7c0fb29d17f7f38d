import { startTestShop, DEMO, type TestShop } from './helpers';
import { JONAS, shopper, type Session } from './shop-helpers';
import { pickupDay } from '../src/features/recycles/routes';

let shop: TestShop;
let demo: Session;
let jonas: Session;
let demoAddress: number;

beforeAll(async () => {
  shop = await startTestShop();
  demo = await shop.login(DEMO.email, DEMO.password);
  jonas = await shop.login(JONAS.email, JONAS.password);
  demoAddress = (await shopper(shop, demo).call({ method: 'GET', url: '/api/Addresss' })).json().data[0].id;
});
afterAll(() => shop.close());

const tomorrow = () => new Date(Date.now() + 86400000).toISOString().slice(0, 10);

describe('recycling requests', () => {
  it('orders a recycling box for 10 to 100 liters', async () => {
    const me = shopper(shop, demo);
    const user = (await me.call({ method: 'GET', url: '/rest/user/whoami' })).json().user;
    const response = await me.call({ method: 'POST', url: '/api/Recycles', payload: { UserId: user.id, AddressId: demoAddress, quantity: 10, isPickUp: false, date: null } });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual(expect.objectContaining({ UserId: user.id, AddressId: demoAddress, quantity: 10, isPickup: false, pickupDate: null }));
  });

  it('arranges a pickup on a date for more than 100 liters', async () => {
    const day = tomorrow();
    const response = await shopper(shop, demo).call({ method: 'POST', url: '/api/Recycles', payload: { AddressId: demoAddress, quantity: 250, isPickUp: true, date: `${day}T00:00:00.000Z` } });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual(expect.objectContaining({ isPickup: true, pickupDate: day, quantity: 250 }));
  });

  it('lists the own requests only', async () => {
    expect((await shopper(shop, demo).call({ method: 'GET', url: '/api/Recycles' })).json().data).toHaveLength(2);
    expect((await shopper(shop, jonas).call({ method: 'GET', url: '/api/Recycles' })).json().data).toEqual([]);
    const [first] = (await shopper(shop, demo).call({ method: 'GET', url: '/api/Recycles' })).json().data;
    expect((await shopper(shop, jonas).call({ method: 'GET', url: `/api/Recycles/${first.id}` })).statusCode).toBe(403);
    expect((await shopper(shop, demo).call({ method: 'GET', url: `/api/Recycles/${first.id}` })).statusCode).toBe(200);
  });

  it.each([
    ['9 liters', { quantity: 9 }],
    ['1001 liters', { quantity: 1001 }],
    ['no address', { AddressId: undefined }],
    ['a pickup for 100 liters', { quantity: 100, isPickUp: true, date: '2099-01-01' }],
    ['a pickup without a date', { quantity: 200, isPickUp: true, date: null }],
    ['a pickup on a date that does not exist', { quantity: 200, isPickUp: true, date: '2099-02-30' }],
    ['a pickup in the past', { quantity: 200, isPickUp: true, date: '2020-01-01' }],
  ])('refuses %s', async (_label, change) => {
    const response = await shopper(shop, demo).call({ method: 'POST', url: '/api/Recycles', payload: { AddressId: demoAddress, quantity: 50, isPickUp: false, ...change } });
    expect(response.statusCode).toBe(400);
  });

  it("refuses another user's address or user id", async () => {
    const thief = shopper(shop, jonas);
    expect((await thief.call({ method: 'POST', url: '/api/Recycles', payload: { AddressId: demoAddress, quantity: 50 } })).statusCode).toBe(403);
    const ownAddress = await thief.addAddress();
    const demoId = (await shopper(shop, demo).call({ method: 'GET', url: '/rest/user/whoami' })).json().user.id;
    expect((await thief.call({ method: 'POST', url: '/api/Recycles', payload: { UserId: demoId, AddressId: ownAddress, quantity: 50 } })).statusCode).toBe(403);
  });

  it('checks pickup days', () => {
    const today = new Date('2030-05-10T10:00:00Z');
    expect(pickupDay('2030-05-10', today)).toBe('2030-05-10');
    expect(() => pickupDay('2030-05-09', today)).toThrow('past');
    expect(() => pickupDay('next week', today)).toThrow('valid');
  });

  it('serves the recycling pictures named in the configuration', async () => {
    const config = (await shop.app.inject({ method: 'GET', url: '/rest/admin/application-configuration' })).json().config;
    for (const file of [config.application.recyclePage.topProductImage, config.application.recyclePage.bottomProductImage]) {
      const response = await shop.app.inject({ method: 'GET', url: `/assets/public/images/products/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<svg');
    }
  });

  it('requires a login', async () => {
    expect((await shop.app.inject({ method: 'POST', url: '/api/Recycles', payload: { AddressId: demoAddress, quantity: 50 } })).statusCode).toBe(401);
  });
});
