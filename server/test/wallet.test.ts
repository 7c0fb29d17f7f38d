import { startTestShop, DEMO, type TestShop } from './helpers';
import { JONAS, shopper, type Session } from './shop-helpers';

let shop: TestShop;
let demo: Session;
let jonas: Session;
let demoCard: number;

beforeAll(async () => {
  shop = await startTestShop();
  demo = await shop.login(DEMO.email, DEMO.password);
  jonas = await shop.login(JONAS.email, JONAS.password);
  demoCard = (await shopper(shop, demo).call({ method: 'GET', url: '/api/Cards' })).json().data[0].id;
});
afterAll(() => shop.close());

describe('wallet', () => {
  it('shows the own balance', async () => {
    expect(await shopper(shop, demo).balance()).toBe(50);
    expect(await shopper(shop, jonas).balance()).toBe(10);
  });

  it('tops up with an own card', async () => {
    const response = await shopper(shop, demo).call({ method: 'PUT', url: '/rest/wallet/balance', payload: { balance: 25.5, paymentId: demoCard } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toBe(75.5);
    expect(await shopper(shop, demo).balance()).toBe(75.5);
  });

  it.each([
    ['below 10', 9.99],
    ['above 1000', 1000.01],
    ['negative', -50],
  ])('refuses an amount %s', async (_label, balance) => {
    const response = await shopper(shop, demo).call({ method: 'PUT', url: '/rest/wallet/balance', payload: { balance, paymentId: demoCard } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a top-up without a card or with somebody else’s card', async () => {
    const before = await shopper(shop, jonas).balance();
    const noCard = await shopper(shop, jonas).call({ method: 'PUT', url: '/rest/wallet/balance', payload: { balance: 100 } });
    expect(noCard.statusCode).toBe(400);
    const stolen = await shopper(shop, jonas).call({ method: 'PUT', url: '/rest/wallet/balance', payload: { balance: 100, paymentId: demoCard } });
    expect(stolen.statusCode).toBe(403);
    expect(await shopper(shop, jonas).balance()).toBe(before);
  });

  it('requires a login', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/rest/wallet/balance' })).statusCode).toBe(401);
  });
});
