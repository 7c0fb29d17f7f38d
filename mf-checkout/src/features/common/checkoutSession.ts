import { session, SESSION_KEYS } from '@pulp/shared';

/** The checkout's choices, kept in session storage between its pages (docs/behaviour.md, "Client-stored data"). */
export const checkoutSession = {
  addressId: () => numberOf(session.get(SESSION_KEYS.addressId)),
  deliveryMethodId: () => numberOf(session.get(SESSION_KEYS.deliveryMethodId)),
  /** A card id, or "wallet". */
  paymentId: (): number | 'wallet' | null => {
    const raw = session.get(SESSION_KEYS.paymentId);
    return raw === 'wallet' ? 'wallet' : numberOf(raw);
  },
  itemTotal: () => numberOf(session.get(SESSION_KEYS.itemTotal)) ?? 0,
  walletTotal: () => numberOf(session.get(SESSION_KEYS.walletTotal)),
  couponDiscount: () => numberOf(session.get(SESSION_KEYS.couponDiscount)) ?? 0,
  couponDetails: () => session.get(SESSION_KEYS.couponDetails),
  set: (key: keyof typeof SESSION_KEYS, value: string | number) => session.set(SESSION_KEYS[key], String(value)),
  remove: (key: keyof typeof SESSION_KEYS) => session.remove(SESSION_KEYS[key]),
  /** After an order: the choices and the coupon are forgotten (docs/behaviour.md, "Checkout"). */
  clearAfterOrder: () => {
    for (const key of ['paymentId', 'addressId', 'deliveryMethodId', 'couponDetails', 'couponDiscount'] as const) session.remove(SESSION_KEYS[key]);
  },
};

function numberOf(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
