import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';
import type { RegularCoupon } from './coupon';

/**
 * Pulp's first coupons, from before the signed ones: seven characters "MMMYYDD" (month and
 * year of the last valid month, percent off) in URL-safe base64, which makes ten characters.
 * The shop still honours the ones customers kept, so the server keeps reading them.
 */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const PLAIN = /^([A-Z]{3})(\d{2})(\d{2})$/;

/** Encodes a legacy coupon (the shop issued them this way; tests make genuine ones with it). */
export function encodeLegacyCoupon(discount: number, validUntil: { year: number; month: number }): string {
  const text = `${MONTHS[validUntil.month - 1]}${String(validUntil.year % 100).padStart(2, '0')}${String(discount).padStart(2, '0')}`;
  return Buffer.from(text, 'ascii').toString('base64url');
}

/**
 * The codes of the first series the shop really gave out, as its records list them: an October
 * 2024 promotion, the June 2024 club code Mira still quotes, and the founders' loyalty code,
 * valid until 2099. Only hardened mode asks this list (see decodeLegacyCoupon).
 */
const ISSUED_LEGACY_CODES = new Set(['OCT2410', 'JUN2415', 'DEC9910'].map((plain) => Buffer.from(plain, 'ascii').toString('base64url')));

/** What a legacy code says, or null when it is not one. Expiry is not checked here. */
export function decodeLegacyCoupon(code: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): RegularCoupon | null {
  if (!/^[A-Za-z0-9_-]{10}$/.test(code)) return null;
  const text = Buffer.from(code, 'base64url').toString('latin1');
  if (Buffer.from(text, 'latin1').toString('base64url') !== code) return null;
  const match = PLAIN.exec(text);
  const month = match ? MONTHS.indexOf(match[1]) + 1 : 0;
  if (!match || month === 0) return null;
  const discount = Number(match[3]);
  if (discount < 1) return null;
  // vuln: forgedCouponChallenge — nothing but the encoding vouches for a legacy code: no
  // secret, no list of issued codes, and no cap on the discount it names.
  if (isHardened(config, 'forgedCouponChallenge')) {
    return ISSUED_LEGACY_CODES.has(code) ? { discount, validUntil: `20${match[2]}-${String(month).padStart(2, '0')}` } : null;
  } else {
    return { discount, validUntil: `20${match[2]}-${String(month).padStart(2, '0')}` };
  }
}

/** A legacy coupon still valid on `today` (through the end of its month), or null. */
export function verifyLegacyCoupon(code: string, today: Date = new Date(), config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): RegularCoupon | null {
  const coupon = decodeLegacyCoupon(code, config);
  if (!coupon) return null;
  const thisMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  return thisMonth <= coupon.validUntil ? coupon : null;
}
