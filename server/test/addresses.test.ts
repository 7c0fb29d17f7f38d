import { shopWithDemoAndJonas } from './helpers';
import { shopper, VALID_ADDRESS } from './shop-helpers';

const given = shopWithDemoAndJonas();

describe('saved addresses', () => {
  it('lists only the own addresses (the seeded demo address for the demo customer)', async () => {
    const list = (await shopper(given.shop, given.demo).call({ method: 'GET', url: '/api/Addresss' })).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual(expect.objectContaining({ fullName: 'Dana Demo', city: 'Vancouver' }));
    expect((await shopper(given.shop, given.jonas).call({ method: 'GET', url: '/api/Addresss' })).json().data).toEqual([]);
  });

  it('creates, reads, updates and deletes an address', async () => {
    const me = shopper(given.shop, given.jonas);
    const created = await me.call({ method: 'POST', url: '/api/Addresss', payload: { ...VALID_ADDRESS, city: '  Munich ', state: '' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toEqual(expect.objectContaining({ city: 'Munich', state: null, mobileNum: VALID_ADDRESS.mobileNum }));
    expect((await me.call({ method: 'GET', url: `/api/Addresss/${id}` })).json().data.zipCode).toBe('80331');
    const updated = await me.call({ method: 'PUT', url: `/api/Addresss/${id}`, payload: { ...VALID_ADDRESS, city: 'Augsburg' } });
    expect(updated.json().data.city).toBe('Augsburg');
    expect((await me.call({ method: 'DELETE', url: `/api/Addresss/${id}` })).statusCode).toBe(200);
    expect((await me.call({ method: 'GET', url: `/api/Addresss/${id}` })).statusCode).toBe(404);
  });

  it.each([
    ['a missing country', { country: undefined }],
    ['a blank name', { fullName: '   ' }],
    ['a mobile number below 1111111', { mobileNum: 1111110 }],
    ['a mobile number above 9999999999', { mobileNum: 10000000000 }],
    ['a zip code longer than 8', { zipCode: '123456789' }],
    ['a street longer than 160', { streetAddress: 'x'.repeat(161) }],
    ['a missing city', { city: undefined }],
  ])('refuses %s', async (_label, change) => {
    const response = await shopper(given.shop, given.jonas).call({ method: 'POST', url: '/api/Addresss', payload: { ...VALID_ADDRESS, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Invalid request/);
  });

  it('accepts the limits themselves', async () => {
    const me = shopper(given.shop, given.jonas);
    const id = await me.addAddress({ mobileNum: 9999999999, zipCode: '12345678', streetAddress: 's'.repeat(160) });
    expect(id).toBeGreaterThan(0);
  });

  it("refuses to show, change or delete another user's address", async () => {
    const demoAddress = (await shopper(given.shop, given.demo).call({ method: 'GET', url: '/api/Addresss' })).json().data[0].id;
    const thief = shopper(given.shop, given.jonas);
    expect((await thief.call({ method: 'GET', url: `/api/Addresss/${demoAddress}` })).statusCode).toBe(403);
    expect((await thief.call({ method: 'PUT', url: `/api/Addresss/${demoAddress}`, payload: VALID_ADDRESS })).statusCode).toBe(403);
    expect((await thief.call({ method: 'DELETE', url: `/api/Addresss/${demoAddress}` })).statusCode).toBe(403);
    expect((await shopper(given.shop, given.demo).call({ method: 'GET', url: `/api/Addresss/${demoAddress}` })).json().data.fullName).toBe('Dana Demo');
  });

  it('requires a login', async () => {
    expect((await given.shop.app.inject({ method: 'GET', url: '/api/Addresss' })).statusCode).toBe(401);
    expect((await given.shop.app.inject({ method: 'POST', url: '/api/Addresss', payload: VALID_ADDRESS })).statusCode).toBe(401);
  });
});
