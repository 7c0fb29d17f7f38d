import { shopWithDemoAndJonas } from './helpers';
import { shopper, VALID_CARD } from './shop-helpers';

const given = shopWithDemoAndJonas();

describe('saved cards', () => {
  it('shows only the own cards, masked to the last four digits', async () => {
    const cards = (await shopper(given.shop, given.demo).call({ method: 'GET', url: '/api/Cards' })).json().data;
    expect(cards).toHaveLength(1);
    expect(cards[0].cardNum).toBe('************5100');
    expect(JSON.stringify(cards)).not.toContain('5105105105105100');
    expect((await shopper(given.shop, given.jonas).call({ method: 'GET', url: '/api/Cards' })).json().data).toEqual([]);
  });

  it('adds, reads and deletes a card', async () => {
    const me = shopper(given.shop, given.jonas);
    const created = await me.call({ method: 'POST', url: '/api/Cards', payload: VALID_CARD });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual(expect.objectContaining({ fullName: 'Kim Kale', cardNum: '************1111', expMonth: 4, expYear: 2090 }));
    const id = created.json().data.id;
    expect((await me.call({ method: 'GET', url: `/api/Cards/${id}` })).json().data.cardNum).toBe('************1111');
    expect((await me.call({ method: 'DELETE', url: `/api/Cards/${id}` })).statusCode).toBe(200);
    expect((await me.call({ method: 'GET', url: `/api/Cards/${id}` })).statusCode).toBe(404);
  });

  it('accepts the number as a string of digits too', async () => {
    const created = await shopper(given.shop, given.jonas).call({ method: 'POST', url: '/api/Cards', payload: { ...VALID_CARD, cardNum: '5500000000000004' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.cardNum).toBe('************0004');
  });

  it.each([
    ['15 digits', { cardNum: 999999999999999 }],
    ['17 digits', { cardNum: 10000000000000000 }],
    ['letters', { cardNum: '41111111111111AB' }],
    ['month 0', { expMonth: 0 }],
    ['month 13', { expMonth: 13 }],
    ['year 2079', { expYear: 2079 }],
    ['year 2100', { expYear: 2100 }],
    ['no name', { fullName: '' }],
  ])('refuses a card with %s', async (_label, change) => {
    const response = await shopper(given.shop, given.jonas).call({ method: 'POST', url: '/api/Cards', payload: { ...VALID_CARD, ...change } });
    expect(response.statusCode).toBe(400);
  });

  it("refuses to show or delete another user's card", async () => {
    const demoCard = (await shopper(given.shop, given.demo).call({ method: 'GET', url: '/api/Cards' })).json().data[0].id;
    const thief = shopper(given.shop, given.jonas);
    expect((await thief.call({ method: 'GET', url: `/api/Cards/${demoCard}` })).statusCode).toBe(403);
    expect((await thief.call({ method: 'DELETE', url: `/api/Cards/${demoCard}` })).statusCode).toBe(403);
    expect((await shopper(given.shop, given.demo).call({ method: 'GET', url: '/api/Cards' })).json().data).toHaveLength(1);
  });

  it('requires a login', async () => {
    expect((await given.shop.app.inject({ method: 'GET', url: '/api/Cards' })).statusCode).toBe(401);
  });
});
