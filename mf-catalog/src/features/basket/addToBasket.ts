import { api, refreshBasketCount, sessionStore, type Basket, type BasketItem, type DataEnvelope, type Product } from '@pulp/shared';

export type AddOutcome = 'added' | 'incremented';

/** Adds one of a product: a new item with quantity 1, or one more of an existing item. */
export async function addToBasket(product: Pick<Product, 'id'>): Promise<AddOutcome> {
  const { bid } = sessionStore.getState();
  if (bid === null) throw new Error('No basket');
  const basket = await api.get<DataEnvelope<Basket>>(`/rest/basket/${bid}`);
  const existing = basket.data.Products.find((entry) => entry.id === product.id);
  let outcome: AddOutcome;
  if (existing) {
    const item = await api.get<DataEnvelope<BasketItem>>(`/api/BasketItems/${existing.BasketItem.id}`);
    await api.put(`/api/BasketItems/${item.data.id}`, { quantity: item.data.quantity + 1 });
    outcome = 'incremented';
  } else {
    await api.post('/api/BasketItems/', { ProductId: product.id, BasketId: bid, quantity: 1 });
    outcome = 'added';
  }
  await refreshBasketCount();
  return outcome;
}
