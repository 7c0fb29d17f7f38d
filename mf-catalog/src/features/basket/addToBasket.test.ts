import { sessionStore, type Basket, type BasketItem } from '@pulp/shared';
import { stubFetch, type FetchStub } from '@pulp/shared/test/fetch-stub';
import { userToken } from '@pulp/shared/test/jwt';
import { addToBasket } from './addToBasket';

/** A basket server like the real one: one row per product, a second POST for it is refused. */
function basketServer(): { stub: FetchStub; items: BasketItem[] } {
  const items: BasketItem[] = [];
  const basket = (): Basket => ({ id: 7, UserId: 1, Products: items.map((item) => ({ id: item.ProductId, name: `Product ${item.ProductId}`, BasketItem: item }) as unknown as Basket['Products'][number]) });
  const slowly = <T>(answer: T) => new Promise<T>((resolve) => setTimeout(() => resolve(answer), 5));
  const stub = stubFetch({
    'GET /rest/basket/7': () => slowly({ body: { status: 'success', data: basket() } }),
    'POST /api/BasketItems/': (call) => {
      const body = call.body as { ProductId: number; BasketId: number; quantity: number };
      if (items.some((item) => item.ProductId === body.ProductId)) return slowly({ status: 400, body: { status: 'error', error: 'Product is already in the basket.' } });
      const item = { id: 900 + body.ProductId, ...body };
      items.push(item);
      return slowly({ body: { status: 'success', data: item } });
    },
  });
  for (const id of [901, 902]) {
    stub.set({
      [`GET /api/BasketItems/${id}`]: () => slowly({ body: { status: 'success', data: items.find((item) => item.id === id) } }),
      [`PUT /api/BasketItems/${id}`]: (call) => {
        const item = items.find((entry) => entry.id === id)!;
        item.quantity = (call.body as { quantity: number }).quantity;
        return slowly({ body: { status: 'success', data: item } });
      },
    });
  }
  return { stub, items };
}

let server: ReturnType<typeof basketServer>;

beforeEach(() => {
  server = basketServer();
  sessionStore.getState().login(userToken({ email: 'jade@pulp.shop', role: 'customer' }), 7);
});

afterEach(() => {
  server.stub.restore();
  sessionStore.getState().logout();
});

describe('addToBasket', () => {
  it('turns a double click into two of the product, without an error', async () => {
    const outcomes = await Promise.all([addToBasket({ id: 1 }), addToBasket({ id: 1 })]);
    expect(outcomes).toEqual(['added', 'incremented']);
    expect(server.items).toEqual([expect.objectContaining({ ProductId: 1, quantity: 2 })]);
    expect(server.stub.callsTo('POST /api/BasketItems/')).toHaveLength(1);
    expect(sessionStore.getState().basketCount).toBe(2);
  });

  it('still adds different products side by side', async () => {
    await Promise.all([addToBasket({ id: 1 }), addToBasket({ id: 2 })]);
    expect(server.items.map((item) => [item.ProductId, item.quantity]).sort()).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('goes on with the next add after one failed', async () => {
    server.stub.set({ 'POST /api/BasketItems/': { status: 500, body: { status: 'error', error: 'boom' } } });
    const first = addToBasket({ id: 1 });
    await expect(first).rejects.toThrow();
    server.stub.restore();
    server = basketServer();
    await expect(addToBasket({ id: 1 })).resolves.toBe('added');
  });
});
