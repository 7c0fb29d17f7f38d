import { PATHS, pathTo } from './paths';

describe('pathTo', () => {
  it('fills every placeholder, URL-encoded', () => {
    expect(pathTo(PATHS.basket, { id: 4 })).toBe('/rest/basket/4');
    expect(pathTo(PATHS.basketCoupon, { id: 4, coupon: 'a/b c' })).toBe('/rest/basket/4/coupon/a%2Fb%20c');
    expect(pathTo(PATHS.deliveryStatus, { id: 'x_1' })).toBe('/rest/order-history/x_1/delivery-status');
    expect(pathTo(PATHS.orderPdf, { orderId: '5a2b-0c' })).toBe('/ftp/order_5a2b-0c.pdf');
  });

  it('refuses a missing value instead of calling a wrong URL', () => {
    expect(() => pathTo(PATHS.basket, {} as { id: number })).toThrow('No value for :id in /rest/basket/:id');
  });
});
