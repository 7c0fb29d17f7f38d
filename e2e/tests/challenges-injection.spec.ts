import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, logIn, open, test } from '../support/training';
import { expectNotSolved } from '../support/challenges';
import { exploitInBrowser, hasFix } from '../support/hardened';
import type { OwnShop } from '../support/own-shop';

/**
 * The injection, XSS and content batch in a real browser: the legacy profile page's form used
 * honestly (and checked with axe-core), CSP Bypass's script really running under the policy it
 * injected, the administration running Client-side XSS Protection's payload, and Pip's picture
 * broken on the photo wall. Each on a shop of its own; the server-side solvers are in
 * server/test/challenges/injection.test.ts.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A customer of their own for the journey, logged in through the login page. */
async function newCustomer(page: Page, shop: OwnShop): Promise<string> {
  const email = `profile-${Date.now()}@pulp.example`;
  const registered = await page.request.post(`${shop.url}/api/Users`, {
    data: { email, password: 'Juicy#2024', passwordRepeat: 'Juicy#2024', securityQuestion: { id: 2 }, securityAnswer: 'Lime' },
  });
  expect(registered.status()).toBe(201);
  await logIn(page, shop, { email, password: 'Juicy#2024' });
  return email;
}

/** Opens the profile the way the account menu does: a full page load of ./profile. */
async function openProfile(page: Page, shop: OwnShop): Promise<void> {
  await page.goto(`${shop.url}/profile`);
  await expect(page.locator('#profile h1')).toHaveText('User Profile');
}

async function saveProfile(page: Page, username: string, picture: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Picture from another site').fill(picture);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('#profile')).toBeVisible();
}

function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  return dialogs;
}

test('Legacy profile page: a customer saves a username and a picture from another site, and the page passes axe-core', async ({ page, request, shop }) => {
  const email = await newCustomer(page, shop);
  await openProfile(page, shop);
  await expect(page.locator('#email')).toHaveText(email);
  await expect(page.locator('#username')).toHaveText('—');
  // A picture that another site serves: the shop's own address stands in for it (no internet here).
  const picture = `${shop.url}/assets/public/images/uploads/memory-orchard.svg`;
  await saveProfile(page, 'Kim Orchard', picture);
  await expect(page.getByRole('status')).toHaveText('Your profile has been saved.');
  await expect(page.locator('#username')).toHaveText('Kim Orchard');
  await expect(page.locator('img.avatar')).toHaveAttribute('src', picture);
  await expect.poll(() => page.locator('img.avatar').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Back again: the form shows what was saved.
  await openProfile(page, shop);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('Kim Orchard');
  await expect(page.getByLabel('Picture from another site')).toHaveValue(picture);
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('; ')}`)).toEqual([]);
  // A picture address that is not http(s) is refused with the reason.
  await saveProfile(page, 'Kim Orchard', 'ftp://pictures.example/kim.png');
  await expect(page.getByRole('alert')).toHaveText('The picture address must start with http:// or https://.');
  await expectNotSolved(request, shop.url, 'usernameXssChallenge');
});

test('CSP Bypass: the joined script tag is stopped by the page\'s policy until the picture address adds a script-src', async ({ page, request, shop, hardened }, testInfo) => {
  const dialogs = collectDialogs(page);
  const fixed = hardened && hasFix('usernameXssChallenge');
  await newCustomer(page, shop);
  await openProfile(page, shop);
  const bypass = '<scr<script>ipt>alert(`xss`)</scr</script>ipt>';
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await saveProfile(page, bypass, '');
  if (fixed) {
    // Hardened: the filter takes the joined tag out too, so there is no script for the policy to stop.
    await expect(page.locator('#username')).toHaveText('alert(`xss`)');
    await expect(page.locator('#username script')).toHaveCount(0);
  } else {
    await expect(page.locator('#username script')).toHaveCount(1);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
  }
  expect(dialogs).toEqual([]);
  await expectNotSolved(request, shop.url, 'usernameXssChallenge');

  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'usernameXssChallenge', async () => {
    await saveProfile(page, bypass, `${shop.url}/assets/public/images/uploads/default.svg; script-src 'unsafe-inline'`);
    await expect.poll(() => dialogs, { timeout: fixed ? 3000 : undefined }).toEqual(['xss']);
  });
  if (fixed) {
    // Hardened: the profile is saved, but no script is left in the username and nothing ran.
    await expect(page.locator('#username script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  }
});

test('Client-side XSS Protection: an email the form would refuse runs in the administration\'s user table', async ({ page, request, shop, hardened }, testInfo) => {
  const dialogs = collectDialogs(page);
  const payload = '<iframe/src="javascript:alert(`xss`)"@pulp.shop>';
  await open(page, shop, '/register');
  await page.locator('#emailControl').fill(payload);
  await page.locator('#passwordControl').click();
  await expect(page.getByText('Email address is not valid.')).toBeVisible();
  await expectNotSolved(request, shop.url, 'persistedXssUserChallenge');

  const fixed = hardened && hasFix('persistedXssUserChallenge');
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'persistedXssUserChallenge', async (api) => {
    const registered = await api.post(`${shop.url}/api/Users`, { data: { email: payload, password: 'Juicy#2024', passwordRepeat: 'Juicy#2024' } });
    expect(registered.status()).toBe(201);
  });
  await logIn(page, shop, { email: 'admin@pulp.shop', password: 'admin123' });
  await open(page, shop, '/administration');
  const table = page.locator('.user-table');
  await expect(table).toBeVisible();
  // The newest account is on the table's last page (ten to a page).
  const next = page.getByRole('button', { name: 'Next page' }).first();
  while ((await table.locator('.user-email iframe').count()) === 0 && (await next.isEnabled())) await next.click();
  if (fixed) {
    // Hardened: the server refused the address (the form's rule), so the last page lists only real addresses and nothing ran.
    await expect(table.locator('.user-email').filter({ hasText: '@pulp.shop' }).first()).toBeVisible();
    await expect(table.locator('.user-email iframe')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    return;
  }
  await expect(table.locator('.user-email iframe')).toHaveAttribute('src', 'javascript:alert(`xss`)');
  await expect.poll(() => dialogs).toContain('xss');
});

test('Missing Encoding: Pip\'s picture stays broken on the photo wall and loads with the "#" encoded', async ({ page, request, shop, hardened }, testInfo) => {
  const fixed = hardened && hasFix('missingEncodingChallenge');
  await open(page, shop, '/photo-wall');
  const pip = page.getByRole('img', { name: /^Pip in ambush mode/ });
  await expect(pip).toBeVisible();
  if (fixed) {
    // Hardened: the wall gets Pip's address encoded and shows the picture like any other.
    await expect.poll(() => pip.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  } else {
    await expect.poll(() => pip.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(0);
  }
  const orchard = page.getByRole('img', { name: /^The orchard where our apples grow/ });
  await expect.poll(() => orchard.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNotSolved(request, shop.url, 'missingEncodingChallenge');

  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'missingEncodingChallenge', async () => {
    const response = await page.goto(`${shop.url}/assets/public/images/uploads/mira-cat-pip-%23ambush-mode.svg`);
    expect(response?.status()).toBe(200);
  });
});
