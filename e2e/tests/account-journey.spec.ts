import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { logoutThroughUi, openShop } from '../support/shop';
import { confirmation, imageCaptchaAnswer, uniqueEmail } from '../support/account';

test.describe('an account from registration to erasure', () => {
  test('register, remember me, two factors, new password, two exports and erasure', async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueEmail('journey');
    const password = 'Orange#1';
    const newPassword = 'Grapefruit#2';
    const answer = 'Kumquat';

    // Register.
    await openShop(page, '/register');
    await page.locator('#emailControl').fill(email);
    await page.locator('#passwordControl').fill(password);
    await page.locator('#repeatPasswordControl').fill(password);
    await page.getByText('Show password advice').click();
    await expect(page.getByRole('switch', { name: 'Show password advice' })).toBeChecked();
    await expect(page.locator('.password-advice li[data-met="true"]')).toHaveCount(5);
    await page.getByRole('combobox', { name: 'Selection list for the security question' }).selectOption({ label: 'Your favourite citrus fruit?' });
    await page.locator('#securityAnswerControl').fill(answer);
    await page.locator('#registerButton').click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(confirmation(page, 'Registration completed successfully.')).toBeVisible();

    // Log in with remember me.
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('#rememberMe').click();
    await page.locator('#loginButton').click();
    await expect(page).toHaveURL(/#\/search$/);
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);

    // Set up two-factor authentication with a code computed from the secret.
    await page.goto('/#/privacy-security/two-factor-authentication');
    const initialToken = page.locator('#initialToken');
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await initialToken.getAttribute('data-test-totp-secret')) as string;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.locator('#currentPasswordSetup').fill(password);
    await initialToken.fill(await generate({ secret }));
    await page.locator('#setupTwoFactorAuth').click();
    await expect(page.locator('[id="2fa-setup-successfully"]')).toBeVisible();
    await expect(confirmation(page, 'Two-factor authentication is now set up.')).toBeVisible();

    // Log out; the remembered email is prefilled.
    await logoutThroughUi(page);
    await expect(page).toHaveURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/#/login');
    await expect(page.locator('#email')).toHaveValue(email);

    // Log in with the second factor; a wrong code first.
    await page.locator('#password').fill(password);
    await page.locator('#loginButton').click();
    await expect(page).toHaveURL(/#\/2fa\/enter$/);
    const valid = await generate({ secret });
    await page.locator('#totpToken').fill(valid === '000000' ? '111111' : '000000');
    await page.locator('#totpSubmitButton').click();
    await expect(page.locator('.error')).toHaveText('The token appears to be invalid.');
    await page.locator('#totpToken').fill(await generate({ secret }));
    await page.locator('#totpSubmitButton').click();
    await expect(page).toHaveURL(/#\/search$/);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);

    // Change the password.
    await page.goto('/#/privacy-security/change-password');
    await page.locator('#currentPassword').fill(password);
    await page.locator('#newPassword').fill(newPassword);
    await page.locator('#newPasswordRepeat').fill(newPassword);
    await page.locator('#changeButton').click();
    await expect(page.locator('.confirmation').filter({ hasText: 'Your password was successfully changed.' })).toBeVisible();

    // Export the data: once freely, a second time with the captcha.
    await page.goto('/#/privacy-security/data-export');
    const firstWindow = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Button to send the request' }).click();
    const first = await firstWindow;
    await expect.poll(() => first.evaluate(() => document.body.innerText)).toContain(`"email": "${email}"`);
    await first.close();
    await expect(confirmation(page, 'Your data export will open in a new browser window.')).toBeVisible();

    const captchaInput = page.getByRole('textbox', { name: 'Input for the CAPTCHA' });
    await expect(captchaInput).toBeVisible();
    await expect(page.getByRole('img', { name: 'CAPTCHA: five characters to type' })).toBeVisible();
    await captchaInput.fill(imageCaptchaAnswer(email));
    const secondWindow = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Button to send the request' }).click();
    const second = await secondWindow;
    await expect.poll(() => second.evaluate(() => document.body.innerText)).toContain(`"email": "${email}"`);
    await second.close();

    // Request erasure: logged out, and the account is gone.
    await page.goto('/#/privacy-security/erasure-request');
    await page.locator('#erasureEmail').fill(email);
    await page.locator('#erasureSecurityAnswer').fill(answer);
    await page.getByRole('button', { name: 'Erase my data' }).click();
    await expect(confirmation(page, 'Sorry to see you leave!')).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/#/login');
    await page.locator('#password').fill(newPassword);
    await page.locator('#loginButton').click();
    await expect(page.locator('.error')).toHaveText('Invalid email or password.');
    expect(errors).toEqual([]);
  });
});
