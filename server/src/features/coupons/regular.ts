import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RegularCoupon } from './coupon';
import { DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';
import { verifyLegacyCoupon } from './legacy';

/**
 * Pulp's regular coupons: ten characters that carry their own discount and expiry and are
 * signed with the shop's coupon secret (configuration `coupons.secret`), so the server can
 * check any code without a list of issued ones.
 *
 *   DD  EEE  SSSSS
 *   │   │    └─ signature: the first 25 bits of HMAC-SHA256(secret, "DDEEE") in Crockford base32
 *   │   └────── last valid month, as months since January 2000 in base 36 (upper case)
 *   └────────── discount in percent, two digits (01–50)
 */
export const COUPON_LENGTH = 10;
export const MAX_REGULAR_DISCOUNT = 50;
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FORMAT = /^(\d{2})([0-9A-Z]{3})([0-9A-HJKMNP-TV-Z]{5})$/;

export type { RegularCoupon } from './coupon';

function monthIndex(year: number, month: number): number {
  return (year - 2000) * 12 + (month - 1);
}

function signature(secret: string, payload: string): string {
  const digest = createHmac('sha256', secret).update(payload).digest();
  // 25 bits: the first three bytes and the top bit of the fourth.
  let bits = (digest[0] << 17) | (digest[1] << 9) | (digest[2] << 1) | (digest[3] >> 7);
  let out = '';
  for (let index = 0; index < 5; index += 1) {
    out = BASE32[bits & 31] + out;
    bits >>>= 5;
  }
  return out;
}

/** Issues a coupon for `discount` percent, valid until the end of the given month. */
export function mintCoupon(secret: string, discount: number, validUntil: { year: number; month: number }): string {
  if (!Number.isInteger(discount) || discount < 1 || discount > MAX_REGULAR_DISCOUNT) throw new Error(`discount must be 1–${MAX_REGULAR_DISCOUNT}`);
  const index = monthIndex(validUntil.year, validUntil.month);
  if (index < 0 || index >= 36 ** 3) throw new Error('expiry month out of range');
  const payload = `${String(discount).padStart(2, '0')}${index.toString(36).toUpperCase().padStart(3, '0')}`;
  return payload + signature(secret, payload);
}

/** The coupon's discount when the code is genuine and not expired on `today`, else null. */
export function verifyCoupon(secret: string, code: string, today: Date = new Date(), config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): RegularCoupon | null {
  const match = FORMAT.exec(code);
  // Codes of the first coupon series are still honoured (see ./legacy).
  if (!match) return verifyLegacyCoupon(code, today, config);
  const [, discountDigits, expiry, given] = match;
  const expected = signature(secret, discountDigits + expiry);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  const discount = Number(discountDigits);
  if (discount < 1 || discount > MAX_REGULAR_DISCOUNT) return null;
  const lastMonth = parseInt(expiry, 36);
  if (monthIndex(today.getFullYear(), today.getMonth() + 1) > lastMonth) return null;
  const year = 2000 + Math.floor(lastMonth / 12);
  const month = (lastMonth % 12) + 1;
  return { discount, validUntil: `${year}-${String(month).padStart(2, '0')}` };
}
