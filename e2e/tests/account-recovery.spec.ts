import { expect, test } from '@playwright/test';
import { openShop } from '../support/shop';
import { loginAs, registerByApi } from '../support/account';

test.describe('password recovery', () => {
  test('a customer resets a forgotten password with the security question', async ({ page, request }) => {
    const account = await registerByApi(request, 'forgot');
    await openShop(page, '/login');
    await page.locator('.forgot-pw').click();
    await expect(page).toHaveURL(/#\/forgot-password$/);

    // Nothing to answer until the question for the typed email is found.
    const answer = page.locator('#securityAnswer');
    await expect(answer).toBeDisabled();
    await expect(page.locator('#newPassword')).toBeDisabled();
    await page.locator('#email').fill(account.email);
    await expect(answer).toBeEnabled();
    await expect(answer).toHaveAttribute('placeholder', 'Your favourite citrus fruit?');

    // A wrong answer: the error shows and the fields are cleared.
    await answer.fill('Lemon');
    await page.locator('#newPassword').fill('Brand-new1');
    await page.locator('#newPasswordRepeat').fill('Brand-new1');
    await page.locator('#resetButton').click();
    await expect(page.locator('.error')).toHaveText('Wrong answer to security question.');
    await expect(answer).toHaveValue('');
    await expect(page.locator('#newPassword')).toHaveValue('');

    await answer.fill(account.answer);
    await page.locator('#newPassword').fill('Brand-new1');
    await page.locator('#newPasswordRepeat').fill('Brand-new1');
    await page.locator('#resetButton').click();
    await expect(page.locator('#forgot-form').locator('xpath=..').locator('.confirmation')).toHaveText('Your password was successfully changed.');

    await loginAs(page, { email: account.email, password: 'Brand-new1' });
  });
});
