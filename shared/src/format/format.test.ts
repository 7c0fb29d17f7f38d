import {
  bonusPoints,
  capitalizeFirst,
  CURRENCY,
  displayPrice,
  etaDays,
  formatDate,
  formatNumber,
  formatPrice,
  gridColumns,
  LOW_STOCK_LIMIT,
  maskCardNumber,
  maskEmail,
  orderStatus,
  orderTotal,
  pageSizeOptions,
  SEARCH_PAGE_SIZE,
  stockState,
  truncateTweet,
} from './index';

describe('formatters', () => {
  it('shows prices with two decimals and the currency sign', () => {
    expect(formatPrice(3)).toBe('3.00¤');
    expect(formatPrice(2.499)).toBe('2.50¤');
    expect(formatPrice('1.5')).toBe('1.50¤');
  });

  it('writes numbers, prices and dates the way the reader\'s locale does', () => {
    expect(formatPrice(1234.5, 'de')).toBe('1234,50¤');
    expect(formatPrice(12345.5, 'de')).toBe('12.345,50¤');
    expect(formatPrice(12345.5, 'en')).toBe('12,345.50¤');
    expect(formatPrice(2.5, 'pt_BR')).toBe('2,50¤');
    expect(formatNumber(0.5, { decimals: 1, language: 'fr' })).toBe('0,5');
    const day = new Date(2019, 2, 15, 9, 30);
    expect(formatDate(day, { style: 'long', language: 'de' })).toBe('15. März 2019');
    expect(formatDate(day, { style: 'long', language: 'zh_CN' })).toBe('2019年3月15日');
    expect(formatDate(day, { language: 'en', time: true })).toBe('Mar 15, 2019, 9:30 AM');
    expect([formatDate(null), formatDate('not a date')]).toEqual(['–', '–']);
  });

  it('computes bonus points as price/10 rounded times quantity', () => {
    expect(bonusPoints(19.99)).toBe(2);
    expect(bonusPoints(14.99, 3)).toBe(3);
    expect(bonusPoints(4)).toBe(0);
  });

  it('computes the order total with delivery and discount', () => {
    expect(orderTotal(100, 5, 10)).toBeCloseTo(95);
    expect(orderTotal(20, 0.99, 0)).toBeCloseTo(20.99);
  });

  it('tells stock state', () => {
    expect(stockState(0)).toBe('soldOut');
    expect(stockState(-1)).toBe('soldOut');
    expect(stockState(5)).toBe('lowStock');
    expect(stockState(1)).toBe('lowStock');
    expect(stockState(6)).toBe('inStock');
  });

  it("derives an order's status from the order alone: every screen that shows it agrees", () => {
    expect(orderStatus({ delivered: true, eta: 5 })).toBe('Delivered');
    expect(orderStatus({ delivered: false, eta: 5 })).toBe('Packing');
    expect(orderStatus({ delivered: false, eta: '3' })).toBe('Packing');
    expect(orderStatus({ delivered: false, eta: 2 })).toBe('Transit');
    expect(orderStatus({ delivered: false, eta: 1 })).toBe('Transit');
  });

  it('chooses grid columns by window width', () => {
    expect([849, 850, 1279, 1280, 1739, 1740, 2599, 2600].map(gridColumns)).toEqual([1, 2, 2, 3, 3, 4, 4, 6]);
  });

  it('offers page sizes in multiples of 12 up to the data length', () => {
    expect(pageSizeOptions(0)).toEqual([12]);
    expect(pageSizeOptions(12)).toEqual([12]);
    expect(pageSizeOptions(13)).toEqual([12, 24]);
    expect(pageSizeOptions(35)).toEqual([12, 24, 36]);
  });

  it('masks emails, cards and tweets', () => {
    expect(maskEmail('demo@pulp.shop')).toBe('***o@pulp.shop');
    expect(maskCardNumber('5105105105105100')).toBe('************5100');
    expect(truncateTweet('x'.repeat(200))).toHaveLength(140);
    expect(truncateTweet('short')).toBe('short');
  });

  it('shows 0.00¤ for missing or unreadable prices', () => {
    expect(CURRENCY).toBe('¤');
    expect(formatPrice(null)).toBe('0.00¤');
    expect(formatPrice(undefined)).toBe('0.00¤');
    expect(formatPrice('abc')).toBe('0.00¤');
    expect(formatPrice(1234.5)).toBe('1234.50¤');
  });

  it('rounds half a bonus point up', () => {
    expect(bonusPoints(5)).toBe(1);
    expect(bonusPoints(4.99)).toBe(0);
    expect(bonusPoints(25, 2)).toBe(6);
  });

  it('shows the deluxe price to deluxe members only', () => {
    const product = { price: 2.99, deluxePrice: 1.99 };
    expect(displayPrice(product, true)).toBe(1.99);
    expect(displayPrice(product, false)).toBe(2.99);
    expect(displayPrice({ price: 2.99, deluxePrice: undefined as unknown as number }, true)).toBe(2.99);
  });

  it('treats unknown stock as in stock and uses the low-stock limit of 5', () => {
    expect(LOW_STOCK_LIMIT).toBe(5);
    expect(stockState(undefined)).toBe('inStock');
  });

  it('reads the days to delivery as a number, or null where an order has none', () => {
    expect(etaDays(null)).toBeNull();
    expect(etaDays(undefined)).toBeNull();
    expect(etaDays('')).toBeNull();
    expect(etaDays('soon')).toBeNull();
    expect(etaDays('0')).toBe(0);
    expect(etaDays(3)).toBe(3);
    expect(orderStatus({ delivered: false, eta: '' })).toBe('Transit');
  });

  it('pages search results by 12', () => {
    expect(SEARCH_PAGE_SIZE).toBe(12);
    expect(pageSizeOptions(36)).toEqual([12, 24, 36]);
  });

  it('capitalises the first letter only', () => {
    expect(capitalizeFirst('email must be unique')).toBe('Email must be unique');
    expect(capitalizeFirst('')).toBe('');
    expect(maskCardNumber(1234567812345678)).toBe('************5678');
  });
});
