import type { DeliveryState, Order, Product } from '../types/entities';

export const CURRENCY = '¤';

/** Prices always show two decimals and the currency sign. */
export function formatPrice(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value ?? 0;
  return `${(Number.isFinite(number) ? number : 0).toFixed(2)}${CURRENCY}`;
}

/** Bonus points for one product line: price / 10 rounded, times the quantity. */
export function bonusPoints(price: number, quantity = 1): number {
  return Math.round(price / 10) * quantity;
}

/** Deluxe members pay the deluxe price. */
export function displayPrice(product: Pick<Product, 'price' | 'deluxePrice'>, isDeluxe: boolean): number {
  return isDeluxe && typeof product.deluxePrice === 'number' ? product.deluxePrice : product.price;
}

/** Order total = items + delivery − discount% × items. */
export function orderTotal(itemsTotal: number, deliveryPrice: number, discountPercent: number): number {
  return itemsTotal + deliveryPrice - (discountPercent / 100) * itemsTotal;
}

export const LOW_STOCK_LIMIT = 5;

export type StockState = 'soldOut' | 'lowStock' | 'inStock';

export function stockState(quantity: number | undefined): StockState {
  if (quantity === undefined) return 'inStock';
  if (quantity <= 0) return 'soldOut';
  if (quantity <= LOW_STOCK_LIMIT) return 'lowStock';
  return 'inStock';
}

/** Delivery status of an order (docs/behaviour.md, "Order delivery status"). */
export function deliveryState(order: Pick<Order, 'delivered' | 'eta'>, isNewRoute: boolean): DeliveryState {
  if (order.delivered) return 'Delivered';
  if (isNewRoute) return 'New';
  const eta = Number(order.eta);
  if (Number.isFinite(eta) && eta > 2) return 'Packing';
  return 'Transit';
}

export function formatEta(eta: string | number | null | undefined): string {
  return eta === null || eta === undefined || eta === '' ? '?' : String(eta);
}

export const TWEET_LIMIT = 140;

export function truncateTweet(text: string): string {
  return text.length > TWEET_LIMIT ? text.slice(0, TWEET_LIMIT) : text;
}

/** Feedback authors are shown with their first three characters hidden. */
export function maskEmail(email: string): string {
  return `***${email.slice(3)}`;
}

/** Product grid columns by window width: 1/2/3/4/6 at 850/1280/1740/2600. */
export function gridColumns(width: number): number {
  if (width < 850) return 1;
  if (width < 1280) return 2;
  if (width < 1740) return 3;
  if (width < 2600) return 4;
  return 6;
}

export const SEARCH_PAGE_SIZE = 12;

/** Page-size options: multiples of 12 up to the data length (at least 12). */
export function pageSizeOptions(length: number, step = SEARCH_PAGE_SIZE): number[] {
  const options: number[] = [];
  for (let size = step; size < length + step; size += step) options.push(size);
  return options.length ? options : [step];
}

/** Card numbers show 12 stars and the last four digits. */
export function maskCardNumber(cardNum: string | number): string {
  const digits = String(cardNum);
  return `${'*'.repeat(12)}${digits.slice(-4)}`;
}

/** Upper-cases the first letter (registration errors). */
export function capitalizeFirst(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
