import campaignTable from './campaigns.json';

/** Campaign coupons (docs/behaviour.md, "Constants"): one valid day each; the server keeps the same table. */
export const CAMPAIGNS: Readonly<Record<string, { validOn: string; discount: number }>> = campaignTable;

/** The shopper's calendar date, YYYY-MM-DD, from the browser's clock. */
export function clientDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What session storage keeps as couponDetails and the checkout sends base64-encoded. */
export function couponDetails(code: string, date: string): string {
  return `${code}-${date}`;
}

export function encodeCouponData(details: string | null): string | undefined {
  return details ? btoa(details) : undefined;
}

export type CampaignCheck = { kind: 'campaign'; discount: number } | { kind: 'wrongDay' } | { kind: 'notCampaign' };

/** Campaign coupons are checked here against the browser's date; other codes go to the server. */
export function checkCampaign(code: string, date: string): CampaignCheck {
  const campaign = Object.prototype.hasOwnProperty.call(CAMPAIGNS, code) ? CAMPAIGNS[code] : null;
  if (!campaign) return { kind: 'notCampaign' };
  return date === campaign.validOn ? { kind: 'campaign', discount: campaign.discount } : { kind: 'wrongDay' };
}
