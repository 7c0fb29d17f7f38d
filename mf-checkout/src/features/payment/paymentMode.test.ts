import { canContinue, paymentEntity, walletCanPay } from './paymentMode';

describe('payment page rules', () => {
  it('knows the three payment entities', () => {
    expect(['shop', 'wallet', 'deluxe'].map(paymentEntity)).toEqual(['shop', 'wallet', 'deluxe']);
    expect(paymentEntity('bitcoin')).toBeNull();
    expect(paymentEntity(undefined)).toBeNull();
  });

  it('continues only with a chosen card', () => {
    expect(canContinue(null)).toBe(false);
    expect(canContinue(4)).toBe(true);
  });

  it('lets the wallet pay only when its balance covers the total, and never for a top-up', () => {
    expect(walletCanPay('shop', 50, 49.99)).toBe(true);
    expect(walletCanPay('shop', 50, 50)).toBe(true);
    expect(walletCanPay('shop', 50, 50.01)).toBe(false);
    expect(walletCanPay('deluxe', 100, 49)).toBe(true);
    expect(walletCanPay('wallet', 1000, 10)).toBe(false);
    expect(walletCanPay('shop', null, 10)).toBe(false);
  });
});
