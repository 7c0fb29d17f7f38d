import { api, PATHS, pathTo, refreshBasketCount, type Basket, type DataEnvelope } from '@pulp/shared';

export async function loadBasket(bid: number): Promise<Basket> {
  return (await api.get<DataEnvelope<Basket>>(pathTo(PATHS.basket, { id: bid }))).data;
}

export async function changeQuantity(itemId: number, quantity: number): Promise<void> {
  await api.put(pathTo(PATHS.basketItem, { id: itemId }), { quantity });
  await refreshBasketCount();
}

export async function removeItem(itemId: number): Promise<void> {
  await api.delete(pathTo(PATHS.basketItem, { id: itemId }));
  await refreshBasketCount();
}
