import type { Page } from '@playwright/test';
import { expect, test, typeRoute } from '../support/training';
import { expectNotSolved, expectSolved } from '../support/challenges';
import { solveArithmetic } from '../support/account';
import { startPagesLoggedIn } from '../support/shop';
import { SEEDED } from '../support/customers';
import { Instructor, logInOnce, NARROW_DARK, NARROW_LIGHT_ARABIC, openSideNavEntry, useLook, WIDE_DARK_ARABIC, WIDE_LIGHT, type TutorialLook } from '../support/tutorials';

/**
 * The tutorials on the contact form, the administration's feedback table and the basket,
 * followed step by step on the real screens. What a trainee does in the browser's developer
 * tools (an edited element, a request sent again from the console, a changed storage entry)
 * is done here with the same effect on the page.
 */

const ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };

/** Moves the star slider to a number of stars by keyboard (towards the end of the line is more, also right to left). */
async function rate(page: Page, look: TutorialLook, stars: number): Promise<void> {
  const slider = page.locator('#rating');
  await slider.focus();
  await slider.press('Home');
  for (let star = 0; star < stars; star += 1) await slider.press(look.language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(stars));
}

/**
 * The body of the next feedback the page sends, as the developer tools' network view shows
 * it. (Observed through a route that lets the request through unchanged: Playwright reports
 * the body of a fetch made from a Request object only to a route.)
 */
async function nextFeedbackSent(page: Page): Promise<{ body: Promise<Record<string, unknown>> }> {
  let sent: (body: Record<string, unknown>) => void = () => undefined;
  const body = new Promise<Record<string, unknown>>((resolve) => (sent = resolve));
  await page.route('**/api/Feedbacks/', async (route) => {
    if (route.request().method() === 'POST') sent(route.request().postDataJSON() as Record<string, unknown>);
    await route.continue();
  });
  // Wrapped: an async function returning the promise itself would wait for it.
  return { body };
}

/** Fills the contact form (comment, stars, the captcha's sum) and sends it. */
async function sendFeedback(page: Page, look: TutorialLook, comment: string, stars: number): Promise<void> {
  await page.locator('#comment').fill(comment);
  await rate(page, look, stars);
  await expect(page.locator('#captcha')).not.toHaveText('…');
  await page.locator('#captchaControl').fill(String(solveArithmetic(await page.locator('#captcha').innerText())));
  await page.locator('#submitButton').click();
}

test('Zero Stars tutorial: an honest one-star feedback, sent again with 0 from the console', async ({ page, request, shop }) => {
  const look = NARROW_DARK;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'zeroStarsChallenge', look);
  await pip.start(shop, 'Zero Stars');
  await pip.next();

  await pip.at(2);
  await openSideNavEntry(page, look, 'NAV_CONTACT');
  await pip.at(3);
  // Zero stars: the form will not send.
  await rate(page, look, 0);
  await page.locator('#comment').fill('Not my cup of juice.');
  await expect(page.locator('#submitButton')).toBeDisabled();
  await pip.next();

  await pip.at(4);
  const sent = await nextFeedbackSent(page);
  await sendFeedback(page, look, 'Not my cup of juice.', 1);
  const body = await sent.body;
  expect(body.rating).toBe(1);

  await pip.at(5);
  await expectNotSolved(request, shop.url, 'zeroStarsChallenge');
  // "Copy as fetch", pasted into the console with the rating changed.
  const status = await page.evaluate(
    async (edited) => (await fetch('/api/Feedbacks/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(edited) })).status,
    { ...body, rating: 0 },
  );
  expect(status).toBe(201);

  await expectSolved(request, shop.url, 'zeroStarsChallenge');
  await pip.finish();
});

test('Forged Feedback tutorial: the hidden author id, changed before sending', async ({ page, request, shop }) => {
  const look = WIDE_DARK_ARABIC;
  await startPagesLoggedIn(page, shop.url, SEEDED.demo);
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'forgedFeedbackChallenge', look);
  await pip.start(shop, 'Forged Feedback');
  await pip.next();

  await pip.at(2);
  await openSideNavEntry(page, look, 'NAV_CONTACT');
  await pip.at(3);
  const authorId = page.locator('#userId');
  await expect(authorId).toHaveValue(/^\d+$/);
  const own = await authorId.inputValue();
  await pip.next();

  await pip.at(4);
  // The trainee edits the hidden input's value attribute in the developer tools' element view.
  const other = own === '1' ? '2' : '1';
  await authorId.evaluate((field, value) => field.setAttribute('value', value), other);
  await pip.at(5);
  await expectNotSolved(request, shop.url, 'forgedFeedbackChallenge');
  const sent = await nextFeedbackSent(page);
  await sendFeedback(page, look, 'Squeezed to perfection, says somebody else.', 4);
  expect((await sent.body).UserId).toBe(Number(other));

  await expectSolved(request, shop.url, 'forgedFeedbackChallenge');
  await pip.finish();
});

test('Five-Star Feedback tutorial: as the administrator, every five-star row deleted', async ({ page, request, shop }) => {
  const look = NARROW_LIGHT_ARABIC;
  await startPagesLoggedIn(page, shop.url, ADMIN);
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'feedbackChallenge', look);
  await pip.start(shop, 'Five-Star Feedback');
  await pip.next();

  // Logged in as the administrator already: the login step passes by itself.
  await pip.at(3);
  await typeRoute(page, '/administration');
  await pip.at(4);
  const fiveStarDeletes = page.locator('#admin-feedback .feedback-row:has(.rating[data-rating="5"]) .delete-feedback');
  const rows = await fiveStarDeletes.count();
  expect(rows).toBeGreaterThan(1);
  // By keyboard: the confirmation of one deletion may cover the next button on a phone.
  for (let left = rows; left > 1; left -= 1) {
    await fiveStarDeletes.first().press('Enter');
    await expect(fiveStarDeletes).toHaveCount(left - 1);
    await expectNotSolved(request, shop.url, 'feedbackChallenge');
  }
  await fiveStarDeletes.first().press('Enter');

  await expectSolved(request, shop.url, 'feedbackChallenge');
  await pip.finish();
});

test('View Basket tutorial: another basket number in session storage, and the tutorial carries on after the reload', async ({ page, request, shop }) => {
  const look = WIDE_LIGHT;
  const session = await logInOnce(page, shop, SEEDED.demo);
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'basketAccessChallenge', look);
  await pip.start(shop, 'View Basket');
  await pip.next();

  await pip.at(3);
  await page.locator('header button:has(.basket-count)').click();
  await pip.at(4);
  await expect(page.locator('#price')).toBeVisible();
  await pip.next();

  await pip.at(5);
  await expectNotSolved(request, shop.url, 'basketAccessChallenge');
  const other = session.bid === 1 ? 2 : 1;
  await page.evaluate((bid) => window.sessionStorage.setItem('bid', String(bid)), other);
  await page.reload();

  await expectSolved(request, shop.url, 'basketAccessChallenge');
  await pip.finish();
});
