import { expect, test } from '@playwright/test';
import { registerByApi } from '../support/account';
import { openShop } from '../support/shop';

/** The errors a person meets are sentences in their language, with a way forward. */

test('in German, the page says so (<html lang>) and the server\'s login error is German', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'de', url: baseURL as string }]);
  await openShop(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('#email').fill('nobody@pulp.test');
  await page.locator('#password').fill('wrong-password');
  await page.locator('#loginButton').click();
  await expect(page.locator('.error')).toHaveText('Ungültige E-Mail-Adresse oder ungültiges Passwort.');

  // Back to English: the language attribute follows without a reload.
  await page.locator('#navbarLanguageButton').click();
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('registering an email that has an account says so and offers login and a password reset', async ({ page, request }) => {
  const existing = await registerByApi(request, 'taken');
  await openShop(page, '/register');
  await page.locator('#emailControl').fill(existing.email);
  await page.locator('#passwordControl').fill('Juicy#2025');
  await page.locator('#repeatPasswordControl').fill('Juicy#2025');
  await page.locator('select[name="securityQuestion"]').selectOption({ index: 1 });
  await page.locator('#securityAnswerControl').fill('Clementine');
  await page.locator('#registerButton').click();

  const notice = page.locator('#emailTaken');
  await expect(notice).toContainText('An account with this email already exists.');
  await expect(notice).not.toContainText(/unique/i);
  await expect(notice.getByRole('link', { name: 'Reset the password' })).toHaveAttribute('href', /forgot-password$/);
  await notice.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/login$/);
});
