import { bonusPoints, deliveryState, formatEta, formatPrice, gridColumns, maskCardNumber, maskEmail, orderTotal, pageSizeOptions, stockState, truncateTweet } from './index';

describe('formatters', () => {
  it('shows prices with two decimals and the currency sign', () => {
    expect(formatPrice(3)).toBe('3.00¤');
    expect(formatPrice(2.499)).toBe('2.50¤');
    expect(formatPrice('1.5')).toBe('1.50¤');
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

  it('derives the delivery state', () => {
    expect(deliveryState({ delivered: true, eta: 5 }, true)).toBe('Delivered');
    expect(deliveryState({ delivered: false, eta: 5 }, true)).toBe('New');
    expect(deliveryState({ delivered: false, eta: 3 }, false)).toBe('Packing');
    expect(deliveryState({ delivered: false, eta: 2 }, false)).toBe('Transit');
    expect(formatEta(undefined)).toBe('?');
    expect(formatEta(3)).toBe('3');
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
});
