import { expect, type Page } from '@playwright/test';

export const DEMO_CUSTOMER = { email: 'demo@pulp.shop', password: 'squeeze123' };

/** Opens the shop on a path of the hash router and waits for the shell to render. */
export async function openShop(page: Page, route = '/search'): Promise<void> {
  await page.goto(`/#${route}`);
  await expect(page.locator('#homeButton')).toBeVisible();
}

/** Logs in through the login page, as a person would. */
export async function loginThroughUi(page: Page, credentials = DEMO_CUSTOMER): Promise<void> {
  await openShop(page, '/login');
  await page.locator('#email').fill(credentials.email);
  await page.locator('#password').fill(credentials.password);
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
