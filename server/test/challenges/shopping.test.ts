import { ACCOUNTANT, startTestShop, type TestShop } from '../helpers';
import { registerCustomer } from '../account-helpers';
import { shopper } from '../shop-helpers';
import { expectNotSolved, exploit, isFixedIn } from '../challenges';

/**
 * Batch 1, shopping: an honest order first (nothing solved), then the order a trainee places
 * with the exploit, asserted through GET /api/Challenges.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});

afterEach(async () => {
  await shop.close();
});

const search = async (q: string) => (await shop.app.inject({ method: 'GET', url: `/rest/products/search?q=${encodeURIComponent(q)}` })).json().data as { id: number; name: string }[];

async function customer() {
  const user = await registerCustomer(shop);
  const session = await shop.login(user.email, user.password);
  const me = shopper(shop, session);
  return { session, me, addressId: await me.addAddress(), cardId: await me.addCard() };
}

describe('Christmas Special', () => {
  it('an honest search does not list the withdrawn special, and an honest order solves nothing', async () => {
    expect((await search('Christmas')).map((product) => product.name)).toEqual([]);
    const { me, addressId, cardId } = await customer();
    const [mango] = await search('Mango Sunrise');
    await me.put(mango.id, 1);
    expect((await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 3 })).statusCode).toBe(200);
    await expectNotSolved(shop, 'christmasSpecialChallenge');
  });

  it('the injected search shows it, the basket takes its id, and ordering it solves it', async () => {
    // Where the search injection is fixed (hardened), the special's id is known from elsewhere (an old order, a cached page).
    const special = isFixedIn(shop, 'unionSqlInjectionChallenge')
      ? shop.ctx.db.prepare<[], { id: number; name: string }>("SELECT id, name FROM Products WHERE name LIKE '%Christmas Special 2019%'").get()
      : (await search("'))--")).find((product) => /Christmas Special 2019/.test(product.name));
    expect(special).toBeDefined();
    // Hidden everywhere else.
    expect((await shop.app.inject({ method: 'GET', url: `/api/Products/${special!.id}` })).statusCode).toBe(404);
    const { session, me, addressId, cardId } = await customer();
    await exploit(shop, 'christmasSpecialChallenge', async () => {
      await me.put(special!.id, 1);
      const basket = (await me.call({ method: 'GET', url: `/rest/basket/${session.bid}` })).json().data;
      expect(basket.Products.map((product: { name: string }) => product.name)).toContain(special!.name);
      const order = await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 3 });
      expect(order.statusCode).toBe(200);
    });
  });

  it('ids of products that never existed are still refused', async () => {
    const { me } = await customer();
    await expect(me.put(9999, 1)).rejects.toThrow(/No product with id 9999/);
  });
});

describe('API-only XSS', () => {
  const PAYLOAD = '<iframe src="javascript:alert(`xss`)">';
  const product = async (id: number) => (await shop.app.inject({ method: 'GET', url: `/api/Products/${id}` })).json().data as { price: number; description: string };

  it('the accounting screen saving a price, or a harmless description, solves nothing; customers cannot write at all', async () => {
    const ledger = await shop.login(ACCOUNTANT.email, ACCOUNTANT.password);
    const put = (payload: Record<string, unknown>, headers = ledger.headers) => shop.app.inject({ method: 'PUT', url: '/api/Products/1', headers, payload });
    const before = await product(1);
    expect((await put({ price: 3.59 })).statusCode).toBe(200);
    expect(await product(1)).toMatchObject({ price: 3.59, description: before.description });
    expect((await put({ price: 3.59, description: 'Now <strong>even</strong> redder.' })).statusCode).toBe(200);
    expect((await put({ price: 3.59, description: 42 })).statusCode).toBe(400);
    const user = await registerCustomer(shop);
    const customerSession = await shop.login(user.email, user.password);
    expect((await put({ price: 3.59, description: PAYLOAD }, customerSession.headers)).statusCode).toBe(403);
    await expectNotSolved(shop, 'restfulXssChallenge');
  });

  it('a description sent along to the price endpoint is stored as HTML, and the payload solves it', async () => {
    const ledger = await shop.login(ACCOUNTANT.email, ACCOUNTANT.password);
    await exploit(shop, 'restfulXssChallenge', async () => {
      const response = await shop.app.inject({ method: 'PUT', url: '/api/Products/1', headers: ledger.headers, payload: { price: 3.49, description: PAYLOAD } });
      expect(response.statusCode).toBe(200);
      expect((await product(1)).description).toBe(PAYLOAD);
    });
  });
});
