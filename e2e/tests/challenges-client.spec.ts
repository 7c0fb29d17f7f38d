import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, logIn, open, solvedToasts, test, typeRoute } from '../support/training';
import { expectNotSolved, expectSolved } from '../support/challenges';
import { exploitInBrowser, hasFix } from '../support/hardened';
import { ENCODED } from '../../shell/src/app/hidden-route';

/**
 * Solvers for the client-side challenges of the client, content and infrastructure group, in
 * a real browser: each journey runs on a shop of its own, shows that the honest use of a
 * screen leaves its challenge unsolved, then solves it as a trainee would. (The server-side
 * ones are solved in server/test/challenges/client.test.ts.)
 */

const SHOTS = process.env.PULP_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Types into the top bar's search box (opening it first when it is closed) and submits. */
async function searchFor(page: Page, text: string): Promise<void> {
  const input = page.locator('#searchQuery input');
  if (!(await input.isVisible())) await page.getByRole('button', { name: 'Open search' }).click();
  await input.fill(text);
  await input.press('Enter');
}

function toast(page: Page, name: string) {
  return solvedToasts(page).filter({ hasText: `Challenge solved: ${name}` });
}

test('DOM XSS: the search heading runs the iframe payload; an honest search does not', async ({ page, request, shop, hardened }, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await open(page, shop);
  await searchFor(page, 'mango');
  await expect(page.locator('#searchValue')).toHaveText('mango');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expectNotSolved(request, shop.url, 'localXssChallenge');

  const payload = '<iframe src="javascript:alert(`xss`)">';
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'localXssChallenge', async () => {
    await searchFor(page, payload);
    await expect(page.locator('#searchValue iframe')).toHaveAttribute('src', 'javascript:alert(`xss`)', { timeout: hardened ? 3000 : undefined });
    await expect.poll(() => dialogs).toEqual(['xss']);
    await expect(toast(page, 'DOM XSS')).toBeVisible();
  });
  if (hardened) {
    // Hardened: the heading shows the payload as the characters typed, and nothing ran.
    await expect(page.locator('#searchValue')).toHaveText(payload);
    expect(dialogs).toEqual([]);
  }
  await expectNotSolved(request, shop.url, 'xssBonusChallenge');
});

test('Bonus Payload: the jingle page plays inside the search heading', async ({ page, request, shop, hardened }, testInfo) => {
  await open(page, shop);
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'xssBonusChallenge', async () => {
    await searchFor(page, '<iframe src="/jingle" width="320" height="110" allow="autoplay" style="border:0"></iframe>');
    const frame = page.frameLocator('#searchValue iframe');
    await expect(frame.getByRole('button', { name: 'Play the jingle' })).toBeVisible({ timeout: hardened ? 3000 : undefined });
    await expect(frame.getByText('The Pulp jingle')).toBeVisible();
    await frame.getByRole('button', { name: 'Play the jingle' }).click();
    await expect(toast(page, 'Bonus Payload')).toBeVisible();
    await shot(page, 'bonus-payload');
  });
  if (hardened) await expect(page.locator('#searchValue iframe')).toHaveCount(0);
  await expectNotSolved(request, shop.url, 'localXssChallenge');
});

test('Error Handling: the search screen never shows a database error; the search API does', async ({ page, request, shop, hardened }, testInfo) => {
  await open(page, shop);
  await searchFor(page, "The Squeezer's Handbook");
  await expect(page.locator('.product-card .name')).toHaveText(["The Squeezer's Handbook"]);

  // Honest typing, however odd, stays on the screen's side: no raw error, nothing solved.
  for (const text of ["juice'", '<b>xss</b> \'; --']) {
    await searchFor(page, text);
    await expect(page.locator('.no-results')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('SQLITE');
  }
  await expectNotSolved(request, shop.url, 'errorHandlingChallenge');

  // The API the screen no longer sends the text to is still the injectable one.
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'errorHandlingChallenge', async (api) => {
    const response = await api.get(`${shop.url}/rest/products/search?q=${encodeURIComponent("juice'")}`);
    expect(response.status()).toBe(500);
    expect((await response.json()).error).toContain('SQLITE_ERROR');
  });
});

test('Privacy Policy and Privacy Policy Inspection: reading it, then following its glowing words', async ({ page, request, shop, hardened }, testInfo) => {
  await open(page, shop, '/about');
  await expect(page.locator('#corporate-history')).toBeVisible();
  await expectNotSolved(request, shop.url, 'privacyPolicyChallenge');

  await typeRoute(page, '/privacy-security/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(toast(page, 'Privacy Policy')).toBeVisible();
  await expectSolved(request, shop.url, 'privacyPolicyChallenge');
  await expectNotSolved(request, shop.url, 'privacyPolicyProofChallenge');

  // Some words glow when the pointer rests on them.
  const words = page.locator('.privacy-policy .hot');
  const squeeze = words.filter({ hasText: 'squeeze' });
  const calm = await squeeze.evaluate((element) => getComputedStyle(element).textShadow);
  await squeeze.hover();
  await expect.poll(() => squeeze.evaluate((element) => getComputedStyle(element).textShadow)).not.toBe(calm);
  await shot(page, 'privacy-policy-hot-word');

  const pathOfWords = `/${(await words.allTextContents()).join('/')}`;
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'privacyPolicyProofChallenge', async () => {
    await page.goto(`${shop.url}${pathOfWords}`);
    await expect(page.getByRole('heading', { name: 'You read the fine print' })).toBeVisible({ timeout: hardened ? 3000 : undefined });
  });
  if (hardened && hasFix('privacyPolicyProofChallenge')) {
    // Hardened: the fine print is for the shop's administrators, and a visitor is asked to log in.
    expect((await request.get(`${shop.url}${pathOfWords}`)).status()).toBe(401);
  }
});

test('Blockchain Hype: the token sale route, decoded from the shell code, reports itself', async ({ page, request, shop }) => {
  await open(page, shop, '/about');
  for (const route of ['/photo-wall', '/privacy-security/privacy-policy', '/token-sale']) {
    await typeRoute(page, route);
    await expect(page.locator('#homeButton')).toBeVisible();
  }
  await expectNotSolved(request, shop.url, 'tokenSaleChallenge');

  // A trainee finds the obfuscated code list beside the route table and undoes the shift.
  const route = String.fromCharCode(...ENCODED.map((code) => code - 7));
  await typeRoute(page, `/${route}`);
  await expect(page.locator('#altcoin-name')).toContainText('Pulpcoin');
  await expect(toast(page, 'Blockchain Hype')).toBeVisible();
  await expectSolved(request, shop.url, 'tokenSaleChallenge');
});

test('Cross-Site Imaging: a test decal that leaves the decal folder through ./redirect', async ({ page, request, shop, hardened }, testInfo) => {
  await logIn(page, shop, { email: 'demo@pulp.shop', password: 'squeeze123' });
  await typeRoute(page, '/deluxe-membership?testDecal=pulp-silver.svg');
  const decal = page.locator('.deluxe-decal');
  await expect(decal).toHaveAttribute('src', 'assets/public/images/deluxe/pulp-silver.svg');
  await expect.poll(() => decal.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNotSolved(request, shop.url, 'svgInjectionChallenge');

  // Through the allowlist bypass; where that is fixed (hardened), a picture the list names exactly.
  const picture = hardened && hasFix('redirectChallenge') ? 'https://pulp-shop.example/press-kit/pulp-logo.png' : 'https://pictures.example/cat.png?https://pulp-shop.example/merchandise';
  const testDecal = `../../../../redirect?to=${picture}`;
  const fixed = hardened && hasFix('svgInjectionChallenge');
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'svgInjectionChallenge', async () => {
    const redirected = page.waitForResponse((response) => new URL(response.url()).pathname === '/redirect', { timeout: fixed ? 3000 : undefined }).catch(() => null);
    await typeRoute(page, `/deluxe-membership?testDecal=${encodeURIComponent(testDecal)}`);
    await expect(decal).toHaveAttribute('src', `assets/public/images/deluxe/${testDecal}`, { timeout: fixed ? 3000 : undefined });
    // The browser asked the shop's redirect for the picture and was sent to the other site.
    const response = await redirected;
    expect(response?.status()).toBe(302);
    expect(response?.headers().location).toBe(picture);
    await expect(toast(page, 'Cross-Site Imaging')).toBeVisible();
  });
  if (fixed) {
    // Hardened: a name that is no plain file name of the folder shows the gold decal, and the redirect is never asked.
    await expect(decal).toHaveAttribute('src', 'assets/public/images/deluxe/pulp-gold.svg');
    await expect.poll(() => decal.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
});

test('Extra Language: the unlisted Esperanto file, chosen by cookie, partly translates the shop', async ({ page, context, request, shop, hardened }, testInfo) => {
  await open(page, shop);
  await page.locator('#navbarLanguageButton').click();
  await expect(page.getByRole('radio', { name: /Deutsch/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Esperanto/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectNotSolved(request, shop.url, 'extraLanguageChallenge');

  await context.addCookies([{ name: 'language', value: 'eo', url: shop.url }]);
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'extraLanguageChallenge', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ĉiuj produktoj' })).toBeVisible({ timeout: hardened ? 3000 : undefined });
    // Untranslated texts fall back to English.
    await expect(page.getByRole('button', { name: 'Back to homepage' })).toBeVisible();
  });
  if (hardened && hasFix('extraLanguageChallenge')) {
    // Hardened: the unfinished file is not deployed, and the shop stays readable in English.
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  }
});
