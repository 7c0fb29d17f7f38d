import type { Product } from '../types/entities';
import { languageTag } from '../contract/languages';
import { i18n } from '../i18n';

export const CURRENCY = '¤';

/** The `Intl` locale of a language key, by default the page's language (English before i18next starts). */
function locale(language?: string): string {
  return languageTag(language || i18n.language || 'en');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number in the reader's locale (1234.5 → "1234,50" in German, "١٢٣٤٫٥٠" where the
 * locale writes Arabic digits), separators grouped from five digits on.
 */
export function formatNumber(value: number, options: { decimals?: number; language?: string } = {}): string {
  const tag = locale(options.language);
  const key = `${tag}\0${options.decimals ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    const digits = options.decimals === undefined ? {} : { minimumFractionDigits: options.decimals, maximumFractionDigits: options.decimals };
    format = new Intl.NumberFormat(tag, { ...digits, useGrouping: 'min2' });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Prices always show two decimals, in the reader's locale, and the currency sign. */
export function formatPrice(value: number | string | null | undefined, language?: string): string {
  const number = typeof value === 'string' ? Number(value) : value ?? 0;
  return `${formatNumber(Number.isFinite(number) ? number : 0, { decimals: 2, language })}${CURRENCY}`;
}

/** A date (and time) in the reader's locale; an empty or invalid value shows as "–". */
export function formatDate(value: string | number | Date | null | undefined, options: { time?: boolean; style?: 'medium' | 'long'; language?: string } = {}): string {
  if (value === null || value === undefined || value === '') return '–';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '–';
  const style = options.style ?? 'medium';
  return new Intl.DateTimeFormat(locale(options.language), { dateStyle: style, ...(options.time ? { timeStyle: 'short' } : {}) }).format(date);
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

export { etaDays, orderStatus, ORDER_STATUS_LABELS, ORDER_STEPS } from './order-status';
export type { OrderStatus } from './order-status';
