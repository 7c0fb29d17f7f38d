import { CAMPAIGNS, checkCampaign, clientDate, couponDetails, encodeCouponData } from './coupon';

describe('coupons', () => {
  it('knows the nine campaigns and their discounts (docs/behaviour.md, "Constants")', () => {
    expect(Object.keys(CAMPAIGNS)).toHaveLength(9);
    expect(CAMPAIGNS.WMNSDY2019.discount).toBe(75);
    expect(CAMPAIGNS.WMNSDY2021.discount).toBe(60);
    expect(CAMPAIGNS.ORANGE2020.discount).toBe(50);
    expect(CAMPAIGNS.ORANGE2022.discount).toBe(40);
    for (const code of Object.keys(CAMPAIGNS)) expect(code).toHaveLength(10);
  });

  it('reads the date from the browser clock as YYYY-MM-DD', () => {
    expect(clientDate(new Date(2019, 2, 8, 23, 59))).toBe('2019-03-08');
    expect(clientDate(new Date(2024, 11, 1, 0, 1))).toBe('2024-12-01');
  });

  it('accepts a campaign coupon only on its day', () => {
    expect(checkCampaign('WMNSDY2019', '2019-03-08')).toEqual({ kind: 'campaign', discount: 75 });
    expect(checkCampaign('WMNSDY2019', '2019-03-09')).toEqual({ kind: 'wrongDay' });
    expect(checkCampaign('100XBCGVR5', '2019-03-08')).toEqual({ kind: 'notCampaign' });
    expect(checkCampaign('constructor', '2019-03-08')).toEqual({ kind: 'notCampaign' });
  });

  it('sends the coupon details base64-encoded', () => {
    const details = couponDetails('ORANGE2021', '2021-10-28');
    expect(details).toBe('ORANGE2021-2021-10-28');
    expect(atob(encodeCouponData(details)!)).toBe(details);
    expect(encodeCouponData(null)).toBeUndefined();
  });
});
