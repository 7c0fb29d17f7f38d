import { expect, test } from '@playwright/test';
import { loginThroughUi, logoutThroughUi, openShop } from '../support/shop';
import { confirmation, openAccountMenu, uniqueEmail } from '../support/account';
import { hasFix } from '../support/hardened';

test.describe('external sign-in', () => {
  test('a visitor signs in through the loopback provider stub and comes back logged in', async ({ page }) => {
    const email = uniqueEmail('oauth');
    await openShop(page, '/login');
    await page.getByRole('button', { name: 'Login with Google' }).click();

    // The provider's own page (served by the shop's stub on loopback).
    await expect(page).toHaveURL(/\/oauth-stub\/authorize\?client_id=pulp-training-client&response_type=token&scope=email&redirect_uri=/);
    await page.locator('#email').fill(email);
    await page.locator('#oauthAllowButton').click();

    // Back at the shop with the token in the fragment: logged in as that email.
    await expect(confirmation(page, 'You are logged in with your external account.')).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
    const menu = await openAccountMenu(page);
    const profile = menu.getByRole('menuitem', { name: 'Go to user profile' });
    await expect(profile).toContainText(email);

    // The profile page (a full page load) knows the new account.
    await profile.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('#email')).toHaveText(email);
  });

  test('the shop tells the password it gave the new account, and it logs in without the provider', async ({ page }) => {
    const email = uniqueEmail('oauth-password');
    await openShop(page, '/login');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await page.locator('#email').fill(email);
    await page.locator('#oauthAllowButton').click();

    const notice = confirmation(page, 'You can also log in with your email address and the password');
    if (process.env.PULP_E2E_CONFIG === 'hardened' && hasFix('oauthUserPasswordChallenge')) {
      // A hardened shop gives the account a random password nobody knows, and names none.
      await expect(confirmation(page, 'You are logged in with your external account.')).toBeVisible();
      await expect(notice).toHaveCount(0);
      return;
    }
    await expect(notice).toBeVisible();
    const password = /the password (\S+)\. You can change it/.exec((await notice.textContent()) ?? '')?.[1];
    expect(password).toBeTruthy();

    await logoutThroughUi(page);
    await loginThroughUi(page, { email, password: password! });
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Go to user profile' })).toContainText(email);
  });

  test("the provider stub refuses the address of one of the shop's own people", async ({ page }) => {
    await openShop(page, '/login');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await page.locator('#email').fill('ciso@pulp.shop');
    await page.locator('#oauthAllowButton').click();
    await expect(page.getByText("This address belongs to another person's Pulp ID account. Please sign in with an address of your own.")).toBeVisible();
    await expect(page).toHaveURL(/\/oauth-stub\/authorize$/);
  });

  test('a forged token sends the visitor back to the login', async ({ page }) => {
    await openShop(page, '/search');
    await page.goto('/#access_token=forged-token&token_type=Bearer&expires_in=3600');
    await expect(page).toHaveURL(/#\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
