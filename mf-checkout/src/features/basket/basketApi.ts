import { api, PATHS, pathTo, refreshBasketCount, type Basket } from '@pulp/shared';
import type { basket, ResponseOf } from '@pulp/shared/contract';

export async function loadBasket(bid: number): Promise<Basket> {
  return (await api.get<ResponseOf<typeof basket.get>>(pathTo(PATHS.basket, { id: bid }))).data;
}

export async function changeQuantity(itemId: number, quantity: number): Promise<void> {
  await api.put(pathTo(PATHS.basketItem, { id: itemId }), { quantity });
  await refreshBasketCount();
}

export async function removeItem(itemId: number): Promise<void> {
  await api.delete(pathTo(PATHS.basketItem, { id: itemId }));
  await refreshBasketCount();
}
