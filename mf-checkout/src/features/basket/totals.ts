import { bonusPoints, displayPrice, type BasketProduct } from '@pulp/shared';

/** Money in cents' precision, so that sums of prices do not drift. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** What one line costs: the price the shopper pays (deluxe or not) times the quantity. */
export function lineTotal(product: BasketProduct, isDeluxe: boolean): number {
  return roundMoney(displayPrice(product, isDeluxe) * product.BasketItem.quantity);
}

/** The items' total. */
export function basketTotal(products: BasketProduct[], isDeluxe: boolean): number {
  return roundMoney(products.reduce((sum, product) => sum + displayPrice(product, isDeluxe) * product.BasketItem.quantity, 0));
}

/** Bonus points of the whole basket: per product price/10 rounded, times the quantity. */
export function basketBonus(products: BasketProduct[], isDeluxe: boolean): number {
  return products.reduce((sum, product) => sum + bonusPoints(displayPrice(product, isDeluxe), product.BasketItem.quantity), 0);
}

/** The amount a discount takes off the items. */
export function discountAmount(itemsTotal: number, discountPercent: number): number {
  return roundMoney((discountPercent / 100) * itemsTotal);
}

/** Order total = items + delivery − discount% × items, to the cent. */
export function checkoutTotal(itemsTotal: number, deliveryPrice: number, discountPercent: number): number {
  return roundMoney(itemsTotal + deliveryPrice - discountAmount(itemsTotal, discountPercent));
}

/** The quantity after pressing "−": never below 1. */
export function decreased(quantity: number): number {
  return Math.max(1, quantity - 1);
}
