import fs from 'node:fs';
import path from 'node:path';
import { startTestShop, DEMO, type TestShop } from './helpers';
import { JONAS, shopper } from './shop-helpers';
import { mintCoupon, verifyCoupon } from '../src/features/coupons/regular';
import { applicableDiscount, parseCouponData } from '../src/features/coupons/discount';
import { CAMPAIGNS } from '../src/features/coupons/campaigns';

let shop: TestShop;
let secret: string;

beforeAll(async () => {
  shop = await startTestShop();
  secret = shop.ctx.config.coupons.secret;
});
afterAll(() => shop.close());

const today = new Date('2025-06-15T12:00:00Z');
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('regular coupons', () => {
  it('are ten characters that carry discount and expiry', () => {
    const code = mintCoupon(secret, 15, { year: 2025, month: 7 });
    expect(code).toMatch(/^15[0-9A-Z]{8}$/);
    expect(verifyCoupon(secret, code, today)).toEqual({ discount: 15, validUntil: '2025-07' });
  });

  it('stop working after their last month', () => {
    const code = mintCoupon(secret, 10, { year: 2025, month: 5 });
    expect(verifyCoupon(secret, code, today)).toBeNull();
    expect(verifyCoupon(secret, mintCoupon(secret, 10, { year: 2025, month: 6 }), today)).not.toBeNull();
  });

  it('refuse changed digits, other secrets and malformed codes', () => {
    const code = mintCoupon(secret, 10, { year: 2099, month: 12 });
    expect(verifyCoupon(secret, `50${code.slice(2)}`, today)).toBeNull();
    expect(verifyCoupon('another secret', code, today)).toBeNull();
    expect(verifyCoupon(secret, code.toLowerCase(), today)).toBeNull();
    expect(verifyCoupon(secret, 'WMNSDY2019', today)).toBeNull();
    expect(() => mintCoupon(secret, 80, { year: 2099, month: 12 })).toThrow();
  });

  it('include the codes documented for trainers', () => {
    const trainers = fs.readFileSync(path.join(__dirname, '..', 'TRAINERS.md'), 'utf8');
    const documented = [...trainers.matchAll(/`(\d{2}[0-9A-Z]{8})`/g)].map((match) => match[1]);
    expect(documented.length).toBeGreaterThanOrEqual(2);
    for (const code of documented) expect(verifyCoupon(secret, code)).not.toBeNull();
  });
});

describe('PUT /rest/basket/:id/coupon/:coupon', () => {
  it('applies a valid coupon to the own basket and answers the discount', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const code = mintCoupon(secret, 20, { year: 2099, month: 12 });
    const response = await shopper(shop, demo).call({ method: 'PUT', url: `/rest/basket/${demo.bid}/coupon/${code}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().discount).toBe(20);
    expect((await shopper(shop, demo).call({ method: 'GET', url: `/rest/basket/${demo.bid}` })).json().data.coupon).toBe(code);
  });

  it('refuses forged, expired and wrongly sized coupons', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const me = shopper(shop, demo);
    const invalid = await me.call({ method: 'PUT', url: `/rest/basket/${demo.bid}/coupon/50AAAAAAAA` });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.json().error).toBe('Invalid coupon.');
    const expired = mintCoupon(secret, 10, { year: 2020, month: 1 });
    expect((await me.call({ method: 'PUT', url: `/rest/basket/${demo.bid}/coupon/${expired}` })).statusCode).toBe(404);
    expect((await me.call({ method: 'PUT', url: `/rest/basket/${demo.bid}/coupon/SHORT` })).statusCode).toBe(400);
    // Campaign coupons are not applied here: the checkout reads them from couponData.
    expect((await me.call({ method: 'PUT', url: `/rest/basket/${demo.bid}/coupon/WMNSDY2019` })).statusCode).toBe(404);
  });

  it("refuses another user's basket", async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const jonas = await shop.login(JONAS.email, JONAS.password);
    const code = mintCoupon(secret, 20, { year: 2099, month: 12 });
    expect((await shopper(shop, jonas).call({ method: 'PUT', url: `/rest/basket/${demo.bid}/coupon/${code}` })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'PUT', url: `/rest/basket/${demo.bid}/coupon/${code}` })).statusCode).toBe(401);
  });
});

describe('campaign coupons', () => {
  it('are the nine campaigns with their discounts (docs/behaviour.md, "Constants")', () => {
    expect(Object.keys(CAMPAIGNS).sort()).toEqual(
      ['ORANGE2020', 'ORANGE2021', 'ORANGE2022', 'ORANGE2023', 'WMNSDY2019', 'WMNSDY2020', 'WMNSDY2021', 'WMNSDY2022', 'WMNSDY2023'].sort(),
    );
    expect(CAMPAIGNS.WMNSDY2019.discount).toBe(75);
    expect(CAMPAIGNS.WMNSDY2022.discount).toBe(60);
    expect(CAMPAIGNS.ORANGE2020.discount).toBe(50);
    expect(CAMPAIGNS.ORANGE2023.discount).toBe(40);
  });

  it('match the table the checkout client checks them with', () => {
    const client = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'mf-checkout', 'src', 'features', 'coupon', 'campaigns.json'), 'utf8'));
    expect(client).toEqual(CAMPAIGNS);
  });

  it('are read from couponData as "<code>-<date>"', () => {
    expect(parseCouponData(base64('ORANGE2021-2021-10-28'))).toEqual({ code: 'ORANGE2021', clientDate: '2021-10-28' });
    expect(parseCouponData(base64('garbage'))).toBeNull();
    expect(parseCouponData(undefined)).toBeNull();
  });

  it('give their discount only when the sent date is the campaign day', () => {
    expect(applicableDiscount(secret, null, base64('ORANGE2021-2021-10-28'), today)).toEqual({ percent: 40, coupon: 'ORANGE2021' });
    expect(applicableDiscount(secret, null, base64('ORANGE2021-2025-06-15'), today)).toEqual({ percent: 0, coupon: null });
    expect(applicableDiscount(secret, null, base64('NOPE000000-2021-10-28'), today).percent).toBe(0);
  });

  it('give way to a regular coupon stored on the basket', () => {
    const code = mintCoupon(secret, 5, { year: 2099, month: 12 });
    expect(applicableDiscount(secret, code, base64('WMNSDY2019-2019-03-08'), today)).toEqual({ percent: 5, coupon: code });
  });
});
