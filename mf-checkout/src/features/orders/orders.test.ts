import type { Order } from '@pulp/shared';
import { itemsOf, newestFirst, orderPdfUrl } from './ordersApi';
import { reviewPoints } from './WriteReviewDialog';

const order = (orderId: string, createdAt: string, delivered = false): Order => ({
  orderId,
  createdAt,
  delivered,
  totalPrice: 10,
  bonus: 1,
  products: [
    { id: 1, name: 'A', price: 2.5, quantity: 2, total: 5 },
    { id: 2, name: 'B', price: 4.99, quantity: 1, total: 4.99 },
  ],
});

describe('order history figures', () => {
  it('lists newest first', () => {
    const sorted = newestFirst([order('a', '2024-01-01T10:00:00Z'), order('b', '2024-03-01T10:00:00Z'), order('c', '2024-02-01T10:00:00Z')]);
    expect(sorted.map((entry) => entry.orderId)).toEqual(['b', 'c', 'a']);
  });

  it('sums the items of an order', () => {
    expect(itemsOf(order('a', ''))).toBe(9.99);
  });

  it('gives review points of price/10 rounded', () => {
    expect(reviewPoints(19.99)).toBe(2);
    expect(reviewPoints(44.99)).toBe(4);
    expect(reviewPoints(4.99)).toBe(0);
  });

  it('links the PDF beside the shop', () => {
    expect(orderPdfUrl('3f9a-0c41d2e7b88a9f10')).toBe('./ftp/order_3f9a-0c41d2e7b88a9f10.pdf');
  });
});
