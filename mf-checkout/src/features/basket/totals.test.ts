import type { BasketProduct } from '@pulp/shared';
import { basketBonus, basketTotal, checkoutTotal, decreased, discountAmount, lineTotal } from './totals';

const line = (price: number, deluxePrice: number, quantity: number, id = 1): BasketProduct => ({
  id,
  name: `P${id}`,
  description: '',
  image: 'x.svg',
  price,
  deluxePrice,
  BasketItem: { id, ProductId: id, BasketId: 1, quantity },
});

const basket = [line(19.99, 17.99, 2, 1), line(44.99, 39.99, 1, 2), line(2.99, 2.49, 3, 3)];

describe('basket figures', () => {
  it('totals each line at the price the shopper pays', () => {
    expect(lineTotal(basket[0], false)).toBe(39.98);
    expect(lineTotal(basket[0], true)).toBe(35.98);
  });

  it('totals the basket to the cent, deluxe or not', () => {
    expect(basketTotal(basket, false)).toBe(93.94); // 39.98 + 44.99 + 8.97
    expect(basketTotal(basket, true)).toBe(83.44); // 35.98 + 39.99 + 7.47
    expect(basketTotal([], false)).toBe(0);
  });

  it('adds up bonus points per line: price/10 rounded, times the quantity', () => {
    // 19.99 → 2 × 2, 44.99 → 4, 2.99 → 0 × 3
    expect(basketBonus(basket, false)).toBe(8);
    // 17.99 → 2 × 2, 39.99 → 4, 2.49 → 0
    expect(basketBonus(basket, true)).toBe(8);
    expect(basketBonus([line(14.99, 14.99, 3)], false)).toBe(3);
  });

  it('takes the discount percent off the items only', () => {
    expect(discountAmount(29.97, 20)).toBe(5.99);
    expect(discountAmount(9.99, 75)).toBe(7.49);
    expect(discountAmount(50, 0)).toBe(0);
  });

  it('computes the order total as items + delivery − discount% × items', () => {
    expect(checkoutTotal(84.97, 4.99, 0)).toBe(89.96);
    expect(checkoutTotal(29.97, 0.99, 20)).toBe(24.97);
    expect(checkoutTotal(100, 0, 100)).toBe(0);
  });

  it('never lowers a quantity below 1', () => {
    expect(decreased(3)).toBe(2);
    expect(decreased(1)).toBe(1);
  });
});
