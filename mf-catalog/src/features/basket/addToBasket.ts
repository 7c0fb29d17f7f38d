import { api, PATHS, pathTo, refreshBasketCount, sessionStore, type Product } from '@pulp/shared';
import type { basket as basketEndpoints, basketItems, ResponseOf } from '@pulp/shared/contract';

export type AddOutcome = 'added' | 'incremented';

/**
 * The add still in flight for each product. An add reads the basket and then writes, so two
 * adds of one product running side by side would both see "not in the basket" and both post a
 * new item (the server refuses the second). Chaining them makes a double click add two.
 */
const pendingAdds = new Map<number, Promise<unknown>>();

/** Adds one of a product: a new item with quantity 1, or one more of an existing item. */
export function addToBasket(product: Pick<Product, 'id'>): Promise<AddOutcome> {
  const previous = pendingAdds.get(product.id) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => addOne(product.id));
  pendingAdds.set(product.id, next);
  const forget = () => {
    if (pendingAdds.get(product.id) === next) pendingAdds.delete(product.id);
  };
  next.then(forget, forget);
  return next;
}

async function addOne(productId: number): Promise<AddOutcome> {
  const { bid } = sessionStore.getState();
  if (bid === null) throw new Error('No basket');
  const basket = await api.get<ResponseOf<typeof basketEndpoints.get>>(pathTo(PATHS.basket, { id: bid }));
  const existing = basket.data.Products.find((entry) => entry.id === productId);
  let outcome: AddOutcome;
  if (existing) {
    const item = await api.get<ResponseOf<typeof basketItems.get>>(pathTo(PATHS.basketItem, { id: existing.BasketItem.id }));
    await api.put(pathTo(PATHS.basketItem, { id: item.data.id }), { quantity: item.data.quantity + 1 });
    outcome = 'incremented';
  } else {
    await api.post(`${PATHS.basketItems}/`, { ProductId: productId, BasketId: bid, quantity: 1 });
    outcome = 'added';
  }
  await refreshBasketCount();
  return outcome;
}
