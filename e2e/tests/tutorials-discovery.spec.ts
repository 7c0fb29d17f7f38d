import { expect, test } from '../support/training';
import { expectNotSolved, expectSolved } from '../support/challenges';
import { Instructor, NARROW_DARK, NARROW_LIGHT_ARABIC, openSideNavEntry, shopText, useLook, WIDE_DARK_ARABIC, WIDE_LIGHT } from '../support/tutorials';
import { DEMO_CUSTOMER } from '../support/shop';

/**
 * The tutorials about finding what the shop gives away (its privacy policy, a listed folder,
 * its monitoring figures, a database error, its security policy), followed step by step on the
 * real screens. Where the instructor sends the trainee to one of the shop's plain pages, the
 * trainee opens it in a new tab, and the instructor in the first tab notices the solve.
 */

test('Privacy Policy tutorial: logging in first, then the account menu', async ({ page, request, shop }) => {
  const look = WIDE_DARK_ARABIC;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'privacyPolicyChallenge', look);
  await pip.start(shop, 'Privacy Policy');
  await pip.next();

  // Logged out, the instructor asks for a login, and waits.
  await pip.at(2);
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLoginButton').click();
  await page.locator('#email').fill(DEMO_CUSTOMER.email);
  await page.locator('#password').fill(DEMO_CUSTOMER.password);
  await page.locator('#loginButton').click();

  await pip.at(3);
  await page.locator('#navbarAccount').click();
  await pip.at(4);
  await expectNotSolved(request, shop.url, 'privacyPolicyChallenge');
  await page.locator('#navbarPrivacyAndSecurity').click();
  // A click that lands while the nested menu still places itself can go unheard (seen once in
  // CI's pace, never by hand): click again only if the page did not open.
  const policy = page.locator('.privacy-policy');
  const item = page.getByRole('menuitem', { name: shopText(look.language, 'shell', 'NAV_PRIVACY_POLICY') });
  await expect(async () => {
    if (!(await policy.isVisible())) await item.click({ timeout: 3_000 });
    await expect(policy).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expectSolved(request, shop.url, 'privacyPolicyChallenge');
  await pip.finish();
});

test('Confidential Document tutorial: from the terms of use to the folder that lists itself', async ({ page, request, shop }) => {
  const look = NARROW_LIGHT_ARABIC;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'directoryListingChallenge', look);
  await pip.start(shop, 'Confidential Document');
  await pip.next();

  await pip.at(2);
  await openSideNavEntry(page, look, 'NAV_ABOUT');
  await pip.at(3);
  const opened = page.context().waitForEvent('page');
  await page.locator('.terms-of-use').click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/ftp\/legal\.md$/);

  await pip.at(4);
  await expectNotSolved(request, shop.url, 'directoryListingChallenge');
  // The trainee takes the file name off the address and opens what sounds confidential.
  await tab.goto(`${shop.url}/ftp`);
  await tab.locator('a[href="/ftp/takeover-plans.md"]').click();
  await expect(tab.locator('body')).toContainText('CONFIDENTIAL');
  await tab.close();

  await expectSolved(request, shop.url, 'directoryListingChallenge');
  await pip.finish();
});

test('Exposed Metrics tutorial: the figures at the monitoring address, opened in a new tab', async ({ page, request, shop }) => {
  const look = NARROW_DARK;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'exposedMetricsChallenge', look);
  await pip.start(shop, 'Exposed Metrics');
  await pip.next();

  await pip.at(2);
  await expectNotSolved(request, shop.url, 'exposedMetricsChallenge');
  const tab = await page.context().newPage();
  await tab.goto(`${shop.url}/metrics`);
  await expect(tab.locator('body')).toContainText('# TYPE');
  await tab.close();

  await expectSolved(request, shop.url, 'exposedMetricsChallenge');
  await pip.finish();
});

test('Error Handling tutorial: the search API behind the product grid, asked with a stray quote, in the same tab and back', async ({ page, request, shop }) => {
  const look = WIDE_LIGHT;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'errorHandlingChallenge', look);
  await pip.start(shop, 'Error Handling');
  await pip.next();

  await pip.at(2);
  // The trainee reloads with the network tab open: the tutorial carries on after the reload.
  const listing = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/products/search');
  await page.reload();
  expect((await listing).status()).toBe(200);
  await pip.at(2);
  await pip.next();

  await pip.at(3);
  await expectNotSolved(request, shop.url, 'errorHandlingChallenge');
  // This trainee uses the same tab, and comes back with the browser's Back button.
  const answer = await page.goto(`${shop.url}/rest/products/search?q=juice'`);
  expect(answer?.status()).toBe(500);
  await expect(page.locator('body')).toContainText('SQLITE_ERROR');
  await page.goBack();

  await expectSolved(request, shop.url, 'errorHandlingChallenge');
  await pip.finish();
});

test('Security Policy tutorial: RFC 9116 in two hints', async ({ page, request, shop }) => {
  const look = WIDE_DARK_ARABIC;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'securityPolicyChallenge', look);
  await pip.start(shop, 'Security Policy');
  await pip.next();
  await pip.at(2);
  await pip.next();

  await pip.at(3);
  await expectNotSolved(request, shop.url, 'securityPolicyChallenge');
  const tab = await page.context().newPage();
  await tab.goto(`${shop.url}/.well-known/security.txt`);
  await expect(tab.locator('body')).toContainText('Contact:');
  await tab.close();

  await expectSolved(request, shop.url, 'securityPolicyChallenge');
  await pip.finish();
});
