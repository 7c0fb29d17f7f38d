import { startTestShop, type TestShop } from '../helpers';
import { registerCustomer } from '../account-helpers';
import { shopper } from '../shop-helpers';
import { expectNotSolved, expectSolved } from '../challenges';

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
    const special = (await search("'))--")).find((product) => /Christmas Special 2019/.test(product.name));
    expect(special).toBeDefined();
    // Still hidden everywhere else.
    expect((await shop.app.inject({ method: 'GET', url: `/api/Products/${special!.id}` })).statusCode).toBe(404);
    const { session, me, addressId, cardId } = await customer();
    await me.put(special!.id, 1);
    const basket = (await me.call({ method: 'GET', url: `/rest/basket/${session.bid}` })).json().data;
    expect(basket.Products.map((product: { name: string }) => product.name)).toContain(special!.name);
    const order = await me.checkout({ paymentId: cardId, addressId, deliveryMethodId: 3 });
    expect(order.statusCode).toBe(200);
    await expectSolved(shop, 'christmasSpecialChallenge');
  });

  it('ids of products that never existed are still refused', async () => {
    const { me } = await customer();
    await expect(me.put(9999, 1)).rejects.toThrow(/No product with id 9999/);
  });
});
