import { expect, type Locator, type Page } from '@playwright/test';
import { passwordToType } from './admin-password';

export const DEMO_CUSTOMER = { email: 'demo@pulp.shop', password: 'squeeze123' };

/** Opens the shop on a path of the hash router and waits for the shell to render. */
export async function openShop(page: Page, route = '/search'): Promise<void> {
  await page.goto(`/#${route}`);
  await expect(page.locator('#homeButton')).toBeVisible();
}

/**
 * Logs in through the API on the shop at `baseUrl` and has every page the test opens start with
 * that session (token and basket id where the shop's client keeps them), before its code runs.
 */
export async function startPagesLoggedIn(page: Page, baseUrl: string, credentials: { email: string; password: string }): Promise<void> {
  const login = await page.request.post(`${baseUrl}/rest/user/login`, { data: credentials });
  expect(login.ok()).toBe(true);
  const { token, bid } = ((await login.json()) as { authentication: { token: string; bid: number } }).authentication;
  await page.addInitScript(
    ({ token, bid }) => {
      window.localStorage.setItem('token', token);
      window.sessionStorage.setItem('bid', String(bid));
    },
    { token, bid },
  );
}

/** Logs in through the login page, as a person would. */
export async function loginThroughUi(page: Page, credentials = DEMO_CUSTOMER): Promise<void> {
  await openShop(page, '/login');
  await page.locator('#email').fill(credentials.email);
  // admin123 stands for the seeded administrator's password, which a hardened seed
  // (PULP_E2E_CONFIG=hardened) makes strong and keeps in the shared shop's data directory.
  await page.locator('#password').fill(passwordToType(credentials, process.env.PULP_E2E_DATA as string));
  await page.locator('#loginButton').click();
  await expect(page).toHaveURL(/#\/search$/);
}

export async function logoutThroughUi(page: Page): Promise<void> {
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLogoutButton').click();
  await expect(page.locator('#navbarAccount')).toBeVisible();
}

/** The product cards currently shown. */
export function productCards(page: Page) {
  return page.locator('.product-card');
}

/** Snackbars (role status, or alert for errors). */
export function snackbar(page: Page, text: string | RegExp) {
  return page.locator('.snackbar').filter({ hasText: text });
}

/** Waits until an element lies wholly in the window and nothing (a dialog, the top bar) covers its middle. */
export async function expectUncovered(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inWindow = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return inWindow && onTop !== null && element.contains(onTop);
      }),
    )
    .toBe(true);
}
