import { startTestShop, ACCOUNTANT, DELUXE, DEMO, type TestShop } from './helpers';
import { INES, JONAS, shopper } from './shop-helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const decodeRole = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).data.role;

describe('deluxe membership', () => {
  it('tells customers the membership cost', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const response = await shopper(shop, demo).call({ method: 'GET', url: '/rest/deluxe-membership' });
    expect(response.json()).toEqual({ status: 'success', data: { membershipCost: 49 } });
  });

  it('tells members and staff why they cannot join', async () => {
    const member = await shop.login(DELUXE.email, DELUXE.password);
    const already = await shopper(shop, member).call({ method: 'GET', url: '/rest/deluxe-membership' });
    expect(already.statusCode).toBe(400);
    expect(already.json().error).toBe('You are already a deluxe member!');
    const staff = await shop.login(ACCOUNTANT.email, ACCOUNTANT.password);
    const refused = await shopper(shop, staff).call({ method: 'POST', url: '/rest/deluxe-membership', payload: { paymentMode: 'wallet' } });
    expect(refused.json().error).toBe('You are not eligible for deluxe membership!');
  });

  it('upgrades with a wallet payment, returning a token with the deluxe role', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const me = shopper(shop, demo);
    const response = await me.call({ method: 'POST', url: '/rest/deluxe-membership', payload: { paymentMode: 'wallet' } });
    expect(response.statusCode).toBe(200);
    const { token, confirmation } = response.json().data;
    expect(confirmation).toMatch(/deluxe member/);
    expect(decodeRole(token)).toBe('deluxe');
    expect(await me.balance()).toBe(1);
    // The new token works and the member now pays deluxe delivery prices.
    const delivery = await shop.app.inject({ method: 'GET', url: '/api/Deliverys/2', headers: { authorization: `Bearer ${token}` } });
    expect(delivery.json().data.price).toBe(0);
    // Logging in again keeps the role.
    expect(decodeRole((await shop.login(DEMO.email, DEMO.password)).token)).toBe('deluxe');
  });

  it('refuses a wallet payment that the balance does not cover', async () => {
    const jonas = await shop.login(JONAS.email, JONAS.password);
    const response = await shopper(shop, jonas).call({ method: 'POST', url: '/rest/deluxe-membership', payload: { paymentMode: 'wallet' } });
    expect(response.statusCode).toBe(402);
    expect(await shopper(shop, jonas).balance()).toBe(10);
    expect(decodeRole((await shop.login(JONAS.email, JONAS.password)).token)).toBe('customer');
  });

  it('upgrades with an own card and refuses a foreign or missing card', async () => {
    const ines = await shop.login(INES.email, INES.password);
    const me = shopper(shop, ines);
    const mira = await shop.login(DELUXE.email, DELUXE.password);
    const miraCard = (await shopper(shop, mira).call({ method: 'GET', url: '/api/Cards' })).json().data[0].id;
    expect((await me.call({ method: 'POST', url: '/rest/deluxe-membership', payload: { paymentMode: 'card', paymentId: miraCard } })).statusCode).toBe(403);
    expect((await me.call({ method: 'POST', url: '/rest/deluxe-membership', payload: { paymentMode: 'card' } })).statusCode).toBe(400);
    // An unknown payment mode upgrades without paying (freeDeluxeChallenge, tested with the challenges).
    const card = await me.addCard();
    const response = await me.call({ method: 'POST', url: '/rest/deluxe-membership', payload: { paymentMode: 'card', paymentId: card } });
    expect(response.statusCode).toBe(200);
    expect(decodeRole(response.json().data.token)).toBe('deluxe');
  });

  it('requires a login', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/rest/deluxe-membership' })).statusCode).toBe(401);
  });
});
