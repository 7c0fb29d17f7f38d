import { api } from './api/client';
import { PATHS, pathTo } from './contract/paths';
import type { ResponseOf } from './contract/endpoint';
import type { basket as basketEndpoints } from './contract/basket';
import { sessionStore } from './session/store';
import type { Basket } from './types/entities';

/** Total quantity of all items in a basket (the badge count). */
export function basketItemCount(basket: Pick<Basket, 'Products'> | null | undefined): number {
  return (basket?.Products ?? []).reduce((sum, product) => sum + (product.BasketItem?.quantity ?? 0), 0);
}

/** Re-reads the basket and updates the badge; quiet when logged out. */
export async function refreshBasketCount(): Promise<number> {
  const { bid, isLoggedIn } = sessionStore.getState();
  if (!isLoggedIn || bid === null) {
    sessionStore.getState().setBasketCount(0);
    return 0;
  }
  const basket = await api.get<ResponseOf<typeof basketEndpoints.get>>(pathTo(PATHS.basket, { id: bid }));
  const count = basketItemCount(basket.data);
  sessionStore.getState().setBasketCount(count);
  return count;
}
