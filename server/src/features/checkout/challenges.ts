import type { AppContext } from '../../context';
import { campaignOf, serverDays } from '../coupons/campaigns';
import { decodeLegacyCoupon } from '../coupons/legacy';
import type { AppliedDiscount } from '../coupons/discount';
import { solve, solveIf } from '../challenges/solve';

/** A forged legacy coupon counts from this discount on (no genuine one ever gave that much). */
export const FORGED_COUPON_MIN_DISCOUNT = 80;

/**
 * What a placed order reveals about the checkout's weak spots. Every condition is cheap and
 * checked before the engine is asked, so an ordinary checkout costs nothing extra.
 */
export function detectCheckoutChallenges(
  ctx: AppContext,
  order: { totalPrice: number; products: { id: number }[] },
  discount: AppliedDiscount,
  isWithdrawn: (productId: number) => boolean,
  now: Date = new Date(),
): void {
  if (order.totalPrice < 0) solve(ctx, 'negativeOrderChallenge');
  solveIf(ctx, 'christmasSpecialChallenge', () => order.products.some((line) => isWithdrawn(line.id)));
  if (!discount.coupon || discount.percent === 0) return;
  const campaign = campaignOf(discount.coupon);
  if (campaign && !serverDays(now).includes(campaign.validOn)) solve(ctx, 'manipulateClockChallenge');
  const legacy = campaign ? null : decodeLegacyCoupon(discount.coupon);
  if (legacy && legacy.discount >= FORGED_COUPON_MIN_DISCOUNT) solve(ctx, 'forgedCouponChallenge');
}
