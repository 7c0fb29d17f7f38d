import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';
import { campaignOf, serverDays } from './campaigns';
import { COUPON_LENGTH, verifyCoupon } from './regular';

/** What the checkout client sends as couponData, base64-decoded: "<coupon>-<YYYY-MM-DD>". */
export interface CampaignClaim {
  code: string;
  clientDate: string;
}

export function parseCouponData(couponData: string | undefined | null): CampaignClaim | null {
  if (!couponData) return null;
  const text = Buffer.from(couponData, 'base64').toString('utf8');
  const match = new RegExp(`^([0-9A-Za-z]{${COUPON_LENGTH}})-(\\d{4}-\\d{2}-\\d{2})$`).exec(text);
  return match ? { code: match[1], clientDate: match[2] } : null;
}

export interface AppliedDiscount {
  percent: number;
  coupon: string | null;
}

/**
 * The discount an order gets: a regular coupon stored on the basket (checked against the
 * server's clock), else a campaign coupon from the checkout's couponData.
 */
export function applicableDiscount(secret: string, basketCoupon: string | null, couponData: string | undefined, today: Date = new Date(), config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): AppliedDiscount {
  if (basketCoupon) {
    const regular = verifyCoupon(secret, basketCoupon, today, config);
    if (regular) return { percent: regular.discount, coupon: basketCoupon };
  }
  const claim = parseCouponData(couponData);
  const campaign = claim ? campaignOf(claim.code) : null;
  // vuln: manipulateClockChallenge — the campaign day is compared with the date the client
  // says it is (spec: the client checks the campaign against its own clock and sends that
  // date along), so a shopper who sets the clock back gets an expired campaign's discount.
  if (isHardened(config, 'manipulateClockChallenge')) {
    if (claim && campaign && serverDays(today).includes(campaign.validOn)) return { percent: campaign.discount, coupon: claim.code };
  } else {
    if (claim && campaign && claim.clientDate === campaign.validOn) return { percent: campaign.discount, coupon: claim.code };
  }
  return { percent: 0, coupon: null };
}
