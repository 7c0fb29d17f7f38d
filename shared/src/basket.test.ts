import { basketItemCount, refreshBasketCount } from './basket';
import { sessionStore } from './session/store';
import { stubFetch, type FetchStub } from '../test/fetch-stub';
import { userToken } from '../test/jwt';
import { ApiError } from './api/errors';
import type { Basket, BasketProduct } from './types/entities';

function line(id: number, quantity: number): BasketProduct {
  return {
    id,
    name: `Product ${id}`,
    description: '',
    price: 1,
    deluxePrice: 1,
    image: 'x.jpg',
    BasketItem: { id: 100 + id, ProductId: id, BasketId: 4, quantity },
  };
}

let stub: FetchStub | undefined;

afterEach(() => {
  stub?.restore();
  sessionStore.getState().logout();
});

describe('basketItemCount', () => {
  it('adds up the quantities of all lines', () => {
    expect(basketItemCount({ Products: [line(1, 2), line(2, 3)] })).toBe(5);
  });

  it('is 0 for no basket, an empty basket and lines without an item', () => {
    expect(basketItemCount(null)).toBe(0);
    expect(basketItemCount(undefined)).toBe(0);
    expect(basketItemCount({ Products: [] })).toBe(0);
    expect(basketItemCount({ Products: [{ ...line(1, 2), BasketItem: undefined } as unknown as BasketProduct] })).toBe(0);
  });
});

describe('refreshBasketCount', () => {
  it("reads the session's basket and puts the item count on the badge", async () => {
    const token = userToken({ email: 'jade@pulp.shop' });
    sessionStore.getState().login(token, 4);
    const basket: Basket = { id: 4, UserId: 1, Products: [line(1, 2), line(2, 1)] };
    stub = stubFetch({ 'GET /rest/basket/4': { body: { status: 'success', data: basket } } });
    await expect(refreshBasketCount()).resolves.toBe(3);
    expect(sessionStore.getState().basketCount).toBe(3);
    expect(stub.callsTo('GET /rest/basket/4')).toHaveLength(1);
  });

  it('is 0 without asking the server when logged out', async () => {
    sessionStore.getState().setBasketCount(7);
    stub = stubFetch({});
    await expect(refreshBasketCount()).resolves.toBe(0);
    expect(sessionStore.getState().basketCount).toBe(0);
    expect(stub.calls).toHaveLength(0);
  });

  it('is 0 without asking when logged in but without a basket id', async () => {
    sessionStore.getState().login(userToken({ email: 'jade@pulp.shop' }));
    sessionStore.getState().setBasketCount(2);
    stub = stubFetch({});
    await expect(refreshBasketCount()).resolves.toBe(0);
    expect(stub.calls).toHaveLength(0);
  });

  it('rejects with the server error and leaves the badge as it was', async () => {
    sessionStore.getState().login(userToken({ email: 'jade@pulp.shop' }), 4);
    sessionStore.getState().setBasketCount(2);
    stub = stubFetch({ 'GET /rest/basket/4': { status: 404, body: { status: 'error', error: 'Basket not found' } } });
    await expect(refreshBasketCount()).rejects.toEqual(expect.objectContaining({ message: 'Basket not found', status: 404 }));
    await expect(refreshBasketCount()).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().basketCount).toBe(2);
  });
});
