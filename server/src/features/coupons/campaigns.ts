/**
 * Campaign coupons (docs/behaviour.md, "Constants"): each is valid on one day only, with a fixed discount.
 * The days are ours (Women's Day for WMNSDY, Pulp's "Orange Day" on the last Thursday of
 * October for ORANGE) and are listed for trainers in TRAINERS.md. The checkout client keeps
 * the same table (mf-checkout/src/features/coupon/campaigns.json); a server test keeps them equal.
 */
export interface Campaign {
  /** The one valid day, as the shopper's calendar date (YYYY-MM-DD). */
  validOn: string;
  /** Percent off the items. */
  discount: number;
}

export const CAMPAIGNS: Readonly<Record<string, Campaign>> = {
  WMNSDY2019: { validOn: '2019-03-08', discount: 75 },
  WMNSDY2020: { validOn: '2020-03-08', discount: 60 },
  WMNSDY2021: { validOn: '2021-03-08', discount: 60 },
  WMNSDY2022: { validOn: '2022-03-08', discount: 60 },
  WMNSDY2023: { validOn: '2023-03-08', discount: 60 },
  ORANGE2020: { validOn: '2020-10-29', discount: 50 },
  ORANGE2021: { validOn: '2021-10-28', discount: 40 },
  ORANGE2022: { validOn: '2022-10-27', discount: 40 },
  ORANGE2023: { validOn: '2023-10-26', discount: 40 },
};

/** The server's calendar day, in local time and in UTC (a shopper's day may be either). */
export function serverDays(now: Date): string[] {
  const pad = (value: number) => String(value).padStart(2, '0');
  return [`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, now.toISOString().slice(0, 10)];
}

export function campaignOf(code: string): Campaign | null {
  return Object.prototype.hasOwnProperty.call(CAMPAIGNS, code) ? CAMPAIGNS[code] : null;
}
