/**
 * Reviews the shopping challenges rely on: [product slug, author email, message]. Texts are ours.
 * Mira remembers a code of the shop's first coupon series (forgedCouponChallenge): it
 * reads "JUN2415", June 2024 and 15% off, in base64 — long expired.
 */
export const SHOPPING_REVIEWS: [string, string, string][] = [
  ['pulp-tshirt', 'mira@pulp.shop', 'A customer since the first shop! My old club code SlVOMjQxNQ got me 15% off until it ran out. Please bring those codes back.'],
];
