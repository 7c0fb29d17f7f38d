import { startTestShop, DEMO, type TestShop } from '../helpers';
import type { Session } from '../shop-helpers';
import { multipart } from '../account-helpers';
import { expectNotSolved, expectSolved } from '../challenges';

/**
 * The danger zone (catalogue/danger.ts): each challenge is used honestly first (it stays
 * unsolved), then exploited the way a trainee would, asserted solved through the public API,
 * and the decoy shown to have kept the payload away from the host.
 */
let shop: TestShop;
let demo: Session;
beforeAll(async () => {
  shop = await startTestShop();
  demo = await shop.login(DEMO.email, DEMO.password);
});
afterAll(() => shop.close());

async function upload(name: string, type: string, bytes: Uint8Array) {
  const form = await multipart('file', { name, type, bytes });
  return shop.app.inject({ method: 'POST', url: '/file-upload', payload: form.payload, headers: { ...form.headers, ...demo.headers } });
}
const text = (value: string) => new TextEncoder().encode(value);

describe('XXE DoS (retired XML import)', () => {
  const laughs = (levels: number) => {
    const entities = [`<!ENTITY l0 "lol">`];
    for (let level = 1; level <= levels; level += 1) entities.push(`<!ENTITY l${level} "${`&l${level - 1};`.repeat(10)}">`);
    return `<?xml version="1.0"?>\n<!DOCTYPE lolz [${entities.join('')}]>\n<lolz>&l${levels};</lolz>`;
  };

  it('honest: small nested entities are expanded as before, and a flat oversized document is refused without solving it', async () => {
    const nested = await upload('order.xml', 'application/xml', text(laughs(2)));
    expect(nested.statusCode).toBe(410);
    await expectNotSolved(shop, 'xxeDosChallenge');
    const flat = await upload('big.xml', 'application/xml', text(`<!DOCTYPE b [<!ENTITY a "${'x'.repeat(900)}">]><b>${'&a;'.repeat(100)}</b>`));
    expect(flat.statusCode).toBe(413);
    await expectNotSolved(shop, 'xxeDosChallenge');
  });

  it('exploit: a billion laughs is refused at once and solves XXE DoS', async () => {
    const started = Date.now();
    const response = await upload('lolz.xml', 'application/xml', text(laughs(9)));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/entities/i);
    expect(Date.now() - started).toBeLessThan(2000);
    await expectSolved(shop, 'xxeDosChallenge');
    // Entities referring to each other in a cycle are refused the same way.
    const cycle = await upload('cycle.xml', 'application/xml', text('<!DOCTYPE c [<!ENTITY a "&b;"><!ENTITY b "&a;">]><c>&a;</c>'));
    expect(cycle.statusCode).toBe(413);
  });
});
