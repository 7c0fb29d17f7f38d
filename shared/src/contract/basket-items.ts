import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, IdOrDigits, IdParams } from './common';
import { BasketItem } from './entities';
import { LIMITS } from './limits';
import { contractParse, isHardened } from './hardening';

/**
 * A new basket line. The basket id comes from session storage (`bid`), so digits in text are
 * read as the number, as the other shop's clients send it.
 */
export const NewBasketItemBody = v.object({
  ProductId: IdOrDigits,
  BasketId: IdOrDigits,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.basketItemMax)),
});

export const BasketItemQuantityBody = v.object({
  // vuln: negativeOrderChallenge — a changed quantity has an upper bound but no lower one
  // (a new item still needs at least 1), so a basket line can go below zero.
  quantity: v.lazy(() =>
    isHardened(contractParse, 'negativeOrderChallenge')
      ? v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.basketItemMax))
      : v.pipe(v.number(), v.integer(), v.minValue(-LIMITS.basketItemMax), v.maxValue(LIMITS.basketItemMax)),
  ),
});

const BasketItemRow = v.object({ ...BasketItem.entries, createdAt: v.string(), updatedAt: v.string() });

/** The lines of a basket, one by one (the basket as a whole is in `basket.ts`). */
export const basketItems = {
  list: endpoint({ method: 'GET', path: PATHS.basketItems, response: envelope(v.array(BasketItemRow)) }),
  get: endpoint({ method: 'GET', path: PATHS.basketItem, params: IdParams, response: envelope(BasketItemRow) }),
  add: endpoint({ method: 'POST', path: PATHS.basketItems, body: NewBasketItemBody, response: envelope(BasketItemRow) }),
  setQuantity: endpoint({ method: 'PUT', path: PATHS.basketItem, params: IdParams, body: BasketItemQuantityBody, response: envelope(BasketItemRow) }),
  remove: endpoint({ method: 'DELETE', path: PATHS.basketItem, params: IdParams, response: envelope(BasketItemRow) }),
};
