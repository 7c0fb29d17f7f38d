import { expect, test, typeRoute } from '../support/training';
import { expectNotSolved, expectSolved } from '../support/challenges';
import { startPagesLoggedIn } from '../support/shop';
import { SEEDED } from '../support/customers';
import {
  closeDialog,
  Instructor,
  logInOnThePage,
  NARROW_DARK,
  NARROW_LIGHT_ARABIC,
  openLoginPage,
  openReviews,
  searchFor,
  useLook,
  WIDE_DARK_ARABIC,
  WIDE_LIGHT,
} from '../support/tutorials';

/**
 * The tutorials around the login and the administrator: the login's SQL injection (for the
 * first user, then for Jonas and Ines), the administrator's guessable password, and the
 * administration section. Each is followed step by step on the real screens.
 */

const ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };

test('Login Admin tutorial: a quote, a refusal, then a condition that is always true', async ({ page, request, shop }) => {
  const look = NARROW_LIGHT_ARABIC;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'loginAdminChallenge', look);
  await pip.start(shop, 'Login Admin');
  await pip.next();

  await pip.at(2);
  await openLoginPage(page);
  await pip.at(3);
  await page.locator('#email').fill("'");
  await pip.at(4);
  await page.locator('#password').fill('anything');
  await page.locator('#loginButton').click();
  await pip.at(5);
  await expect(page.locator('[role="alert"].error')).toBeVisible();
  await expectNotSolved(request, shop.url, 'loginAdminChallenge');
  await logInOnThePage(page, "' OR 1=1--", 'anything');

  await expectSolved(request, shop.url, 'loginAdminChallenge');
  await pip.finish();
});

test('Password Strength tutorial: the address from a review, then the common passwords', async ({ page, request, shop }) => {
  const look = WIDE_DARK_ARABIC;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'weakPasswordChallenge', look);
  await pip.start(shop, 'Password Strength');
  await pip.next();

  await pip.at(2);
  const dialog = await openReviews(page, look, 7);
  await pip.at(3);
  await expect(dialog.locator('.review-author').filter({ hasText: ADMIN.email })).toBeVisible();
  await closeDialog(page, look);
  await openLoginPage(page);

  await pip.at(4);
  for (const guess of ['admin', 'password']) {
    await logInOnThePage(page, ADMIN.email, guess);
    await expect(page.locator('[role="alert"].error')).toBeVisible();
  }
  await expectNotSolved(request, shop.url, 'weakPasswordChallenge');
  await logInOnThePage(page, ADMIN.email, ADMIN.password);

  await expectSolved(request, shop.url, 'weakPasswordChallenge');
  await pip.finish();
});

test('Admin Section tutorial: a customer is asked to become the administrator, then guesses the route', async ({ page, request, shop }) => {
  const look = NARROW_DARK;
  await startPagesLoggedIn(page, shop.url, SEEDED.demo);
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'adminSectionChallenge', look);
  await pip.start(shop, 'Admin Section');
  await pip.next();

  // A customer's session is not enough: the step waits for an administrator's.
  await pip.at(2);
  await typeRoute(page, '/login');
  await logInOnThePage(page, ADMIN.email, ADMIN.password);

  await pip.at(3);
  await expectNotSolved(request, shop.url, 'adminSectionChallenge');
  await typeRoute(page, '/administration');
  await expect(page.locator('.administration')).toBeVisible();

  await expectSolved(request, shop.url, 'adminSectionChallenge');
  await pip.finish();
});

test('Login Jonas tutorial: his address from a review, then the comment that cuts off the password check', async ({ page, request, shop }) => {
  const look = NARROW_DARK;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'loginJonasChallenge', look);
  await pip.start(shop, 'Login Jonas');
  await pip.next();

  await pip.at(2);
  const dialog = await openReviews(page, look, 1);
  await pip.at(3);
  await expect(dialog.locator('.review-author').filter({ hasText: SEEDED.jonas.email })).toBeVisible();
  await closeDialog(page, look);
  await openLoginPage(page);

  await pip.at(4);
  await expectNotSolved(request, shop.url, 'loginJonasChallenge');
  await logInOnThePage(page, `${SEEDED.jonas.email}'--`, 'not his password');

  await expectSolved(request, shop.url, 'loginJonasChallenge');
  await pip.finish();
});

test('Login Ines tutorial: the book found by search, her address, and the same trick', async ({ page, request, shop }) => {
  const look = WIDE_LIGHT;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'loginBenderChallenge', look);
  await pip.start(shop, 'Login Ines');
  await pip.next();

  await pip.at(2);
  await searchFor(page, 'hacking');
  await pip.at(3);
  const dialog = await openReviews(page, look, page.locator('.product-card').filter({ hasText: 'Hacking the Juice Bar' }));
  await pip.at(4);
  await expect(dialog.locator('.review-author').filter({ hasText: SEEDED.ines.email })).toBeVisible();
  await closeDialog(page, look);
  await openLoginPage(page);

  await pip.at(5);
  await expectNotSolved(request, shop.url, 'loginBenderChallenge');
  await logInOnThePage(page, `${SEEDED.ines.email}'--`, 'not her password');

  await expectSolved(request, shop.url, 'loginBenderChallenge');
  await pip.finish();
});
