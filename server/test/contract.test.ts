import { ENDPOINTS, PATHS, type Endpoint } from '@pulp/shared/contract';
import { jsonSchemaOf } from '../src/http/contract';
import { PLAIN_ROUTES } from '../src/features';
import { startTestShop, DEMO, ACCOUNTANT, type TestShop } from './helpers';

const endpoints: Endpoint[] = Object.values(ENDPOINTS).flatMap((feature) => Object.values(feature));

describe('the API contract', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  it('is served by the server: every endpoint has its route, and every path is used', () => {
    expect(endpoints.length).toBeGreaterThan(10);
    for (const endpoint of endpoints) {
      expect({ endpoint: `${endpoint.method} ${endpoint.path}`, served: shop.app.hasRoute({ method: endpoint.method as 'GET', url: endpoint.path }) }).toEqual({
        endpoint: `${endpoint.method} ${endpoint.path}`,
        served: true,
      });
    }
    const used = new Set(endpoints.map((endpoint) => endpoint.path));
    expect(Object.values(PATHS).filter((path) => !used.has(path))).toEqual([]);
  });

  it('serves every endpoint through serve(), and leaves only the listed pages and files off the contract', () => {
    const viaServe = new Set(shop.routes.filter((route) => route.contract).map((route) => `${route.method} ${route.url}`));
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).filter((route) => !viaServe.has(route))).toEqual([]);
    // HEAD routes are the ones Fastify adds beside each GET.
    const plain = shop.routes.filter((route) => !route.contract && route.method !== 'HEAD');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.filter((route) => !PLAIN_ROUTES.some((allowed) => allowed.url.test(route.url))).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // A JSON API path that is not on the contract would have to be listed above to pass.
    expect(plain.filter((route) => /^\/(api|rest|b2b)\//.test(route.url))).toEqual([]);
  });

  it('takes a basket id from session storage as digits in text, and refuses any other text', async () => {
    const { headers, bid } = await shop.login(DEMO.email, DEMO.password);
    const added = await shop.app.inject({ method: 'POST', url: '/api/BasketItems', headers, payload: { ProductId: 5, BasketId: String(bid), quantity: 1 } });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ ProductId: 5, BasketId: bid, quantity: 1 });
    const named = await shop.app.inject({ method: 'POST', url: '/api/BasketItems', headers, payload: { ProductId: 'five', BasketId: bid, quantity: 1 } });
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toMatch(/^Invalid request: body\/ProductId /);
    // A quantity is never text, as before from a form.
    const textQuantity = await shop.app.inject({ method: 'POST', url: '/api/BasketItems', headers, payload: { ProductId: 6, BasketId: bid, quantity: '1' } });
    expect(textQuantity.statusCode).toBe(400);
  });

  it('coerces the challenge list query, and refuses a difficulty that is not a number', async () => {
    const byDifficulty = await shop.app.inject({ method: 'GET', url: '/api/Challenges?difficulty=1&hasTutorial=true' });
    expect(byDifficulty.statusCode).toBe(200);
    const listed = byDifficulty.json().data as { difficulty: number; hasTutorial: boolean }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((challenge) => challenge.difficulty === 1 && challenge.hasTutorial)).toBe(true);
    expect((await shop.app.inject({ method: 'GET', url: '/api/Challenges?difficulty=easy' })).statusCode).toBe(400);
  });

  it('gives Fastify JSON schemas generated from the valibot schemas', () => {
    expect(jsonSchemaOf(ENDPOINTS.addresses.create.body)).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['country', 'fullName', 'mobileNum', 'zipCode', 'streetAddress', 'city']),
      properties: { zipCode: { type: 'string', maxLength: 8 } },
    });
  });

  it('coerces path params from their text, but never a body field', async () => {
    const { headers } = await shop.login(ACCOUNTANT.email, ACCOUNTANT.password);
    const byText = await shop.app.inject({ method: 'PUT', url: '/api/Quantitys/1', headers, payload: { quantity: '7' } });
    expect(byText.statusCode).toBe(400);
    expect(byText.json().error).toBe('The quantity must be a number.');
    const byNumber = await shop.app.inject({ method: 'PUT', url: '/api/Quantitys/1', headers, payload: { quantity: 7 } });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().data.quantity).toBe(7);
    const badId = await shop.app.inject({ method: 'PUT', url: '/api/Quantitys/one', headers, payload: { quantity: 7 } });
    expect(badId.statusCode).toBe(400);
  });

  it('hands handlers the parsed body: ids from session storage text become numbers, other text is refused', async () => {
    const { headers, bid } = await shop.login(DEMO.email, DEMO.password);
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/rest/basket/${bid}/checkout`,
      headers,
      payload: { orderDetails: { paymentId: 'wallet', addressId: 'one', deliveryMethodId: '1' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^Invalid request: body\/orderDetails\/addressId /);
  });

  it('never echoes a refused body back: a huge wrong value gets a short answer naming the field', async () => {
    const { headers } = await shop.login(ACCOUNTANT.email, ACCOUNTANT.password);
    const huge = 'x'.repeat(900_000);
    const refused = await shop.app.inject({ method: 'PUT', url: '/api/Quantitys/1', headers, payload: { quantity: 1, extra: huge } });
    expect(refused.statusCode).toBe(200);
    const wrongType = await shop.app.inject({ method: 'POST', url: '/api/Addresss', headers, payload: { country: huge, fullName: 'A', mobileNum: 1234567, zipCode: '1', streetAddress: 'S', city: 'C' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.length).toBeLessThan(400);
    expect(wrongType.json().error).toMatch(/^Invalid request: body\/country /);
  });
});

