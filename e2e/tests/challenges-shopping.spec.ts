import { expect, test, type Page } from '@playwright/test';
import { OwnShop } from '../support/own-shop';
import { exploitInBrowser, hasFix, presetFor } from '../support/hardened';
import { solveArithmetic } from '../support/account';
import { challengeState, expectNotSolved, expectSolved } from '../support/challenges';
import { logIn } from '../support/training';

/**
 * Group C challenges where the browser matters: the XSS payloads of the track-result page
 * (reflected) and of the staff's feedback table (stored). They run on a shop of their own,
 * so that the honest journeys come first and no other journey has solved anything yet.
 */

const PAYLOAD = '<iframe src="javascript:alert(`xss`)">';
const DEMO = { email: 'demo@pulp.shop', password: 'squeeze123' };
const ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };

let shop: OwnShop;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The project `hardened` runs these journeys again against a hardened shop (support/hardened.ts).
  shop = await OwnShop.start({ config: presetFor('default', test.info().project.name === 'hardened') });
});

test.afterAll(async () => {
  await shop.dispose();
});

/** Records the texts of every alert the page (or a frame in it) raises, and dismisses them. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

/** Sends feedback through the contact form, as a customer does. */
async function giveFeedback(page: Page, comment: string): Promise<void> {
  await page.goto(shop.route('/contact'));
  await page.locator('#comment').fill(comment);
  await page.locator('#rating').focus();
  for (let star = 0; star < 3; star += 1) await page.keyboard.press('ArrowRight');
  const question = (await page.locator('#captcha').innerText()).trim();
  await page.locator('#captchaControl').fill(String(solveArithmetic(question)));
  await page.locator('#submitButton').click();
  await expect(page.locator('.snackbar').filter({ hasText: 'Thank you for your feedback.' })).toBeVisible();
}

/** Places an order through the API with the demo customer's saved address and card. */
async function placeDemoOrder(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
    const bid = sessionStorage.getItem('bid');
    const call = async (method: string, path: string, body?: unknown) => (await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).json();
    const [address] = (await call('GET', '/api/Addresss')).data;
    const [card] = (await call('GET', '/api/Cards')).data;
    await call('POST', '/api/BasketItems', { ProductId: 1, BasketId: Number(bid), quantity: 1 });
    const placed = await call('POST', `/rest/basket/${bid}/checkout`, { orderDetails: { paymentId: card.id, addressId: address.id, deliveryMethodId: 2 } });
    return placed.orderConfirmation as string;
  });
}

test('honest: tracking an own order shows its id as text and solves nothing', async ({ page, request }) => {
  const alerts = collectAlerts(page);
  await logIn(page, shop, DEMO);
  const orderId = await placeDemoOrder(page);
  await page.goto(shop.route(`/track-result?id=${orderId}`));
  await expect(page.locator('.track-order-id')).toHaveText(`#${orderId}`);
  await expect(page.locator('.tracked-products')).toBeVisible();
  expect(alerts).toEqual([]);
  await expectNotSolved(request, shop.url, 'reflectedXssChallenge');
});

test('Reflected XSS: the iframe payload as the tracked order id runs in the page and solves the challenge', async ({ page, request }, testInfo) => {
  const hardened = testInfo.project.name === 'hardened';
  const fixed = hardened && hasFix('reflectedXssChallenge');
  const alerts = collectAlerts(page);
  await logIn(page, shop, DEMO);
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'reflectedXssChallenge', async () => {
    await page.goto(shop.route(`/track-result?id=${encodeURIComponent(PAYLOAD)}`));
    // The id is written into the heading as HTML: the iframe is there and its script ran.
    await expect(page.locator('.track-order-id iframe')).toHaveCount(1, { timeout: fixed ? 3000 : undefined });
    await expect.poll(() => alerts, { timeout: fixed ? 3000 : undefined }).toContain('xss');
  });
  if (fixed) {
    // Hardened: the heading shows the id as the characters it is, and nothing ran.
    await expect(page.locator('.track-order-id')).toHaveText(`#${PAYLOAD}`);
    await expect(page.locator('.track-order-id iframe')).toHaveCount(0);
    expect(alerts).toEqual([]);
  }
});

test('honest: staff read an ordinary feedback as text and nothing is solved', async ({ page, request }) => {
  const alerts = collectAlerts(page);
  await logIn(page, shop, DEMO);
  const comment = `Lovely <b>mango</b> juice ${Date.now()}`;
  await giveFeedback(page, comment);
  await logIn(page, shop, ADMIN);
  await page.goto(shop.route('/administration'));
  const table = page.locator('table.customer-table');
  await expect(table.locator('.feedback-comment').filter({ hasText: 'Lovely mango juice' })).toHaveCount(1);
  expect(alerts).toEqual([]);
  await expectNotSolved(request, shop.url, 'persistedXssFeedbackChallenge');
});

test('Stored XSS for Staff: a feedback carrying the payload runs when an admin opens the feedback table', async ({ page, request }, testInfo) => {
  const hardened = testInfo.project.name === 'hardened';
  const fixed = hardened && hasFix('persistedXssFeedbackChallenge');
  const words = `Crisp mango ${Date.now()}`;
  await logIn(page, shop, DEMO);
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'persistedXssFeedbackChallenge', async () => {
    await giveFeedback(page, `<b>${words}</b> ${PAYLOAD}`);
    // The shop recognises the stored payload as soon as it is saved.
    await expectSolved(request, shop.url, 'persistedXssFeedbackChallenge');
  });

  const alerts = collectAlerts(page);
  await logIn(page, shop, ADMIN);
  await page.goto(shop.route('/administration'));
  const table = page.locator('table.customer-table');
  const comment = table.locator('.feedback-comment').filter({ hasText: words });
  await expect(comment.locator('b')).toHaveText(words);
  if (fixed) {
    // Hardened: the sanitiser kept the words and their <b>, and dropped the iframe before it was stored.
    await expect(table.locator('.feedback-comment iframe')).toHaveCount(0);
    expect(alerts).toEqual([]);
    return;
  }
  await expect(table.locator('.feedback-comment iframe')).toHaveCount(1);
  await expect.poll(() => alerts).toContain('xss');
  expect((await challengeState(request, shop.url, 'persistedXssFeedbackChallenge')).solved).toBe(true);
});
