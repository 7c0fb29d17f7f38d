import { expect, test as base, type Page } from '@playwright/test';
import { OwnShop } from './own-shop';
import { passwordToType } from './admin-password';
import { presetFor } from './hardened';

/**
 * Journeys on a shop of their own: `test.use({ shopConfig: 'ctf' })` picks the preset; the
 * project `hardened` (playwright.config.ts) sets `hardened`, which adds the hardened preset.
 */
export const test = base.extend<{ shopConfig: string; hardened: boolean; shop: OwnShop }>({
  shopConfig: ['default', { option: true }],
  hardened: [false, { option: true }],
  shop: async ({ shopConfig, hardened }, use) => {
    const shop = await OwnShop.start({ config: presetFor(shopConfig, hardened) });
    await use(shop);
    await shop.dispose();
  },
});

export { expect };

/** Opens a hash route of the shop and waits for the shell. */
export async function open(page: Page, shop: OwnShop, route = '/search'): Promise<void> {
  await page.goto(shop.route(route));
  await expect(page.locator('#homeButton')).toBeVisible();
}

/** Logs in on the login page of a journey's own shop, as a person would, and waits for the product grid's route. */
export async function logIn(page: Page, shop: OwnShop, account: { email: string; password: string }): Promise<void> {
  await open(page, shop, '/login');
  await page.locator('#email').fill(account.email);
  // admin123 stands for the seeded administrator's password, whichever this shop seeded.
  await page.locator('#password').fill(passwordToType(account, shop.dataDir));
  await page.locator('#loginButton').click();
  await expect(page).toHaveURL(/#\/search$/);
}

/** Changes the route the way typing after the # in the address bar does: no page reload. */
export async function typeRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

export function solvedToasts(page: Page) {
  return page.locator('.challenge-solved-toast');
}

export function challengeCard(page: Page, key: string) {
  return page.locator(`#challenge-${key}`);
}

export async function openSideNav(page: Page) {
  await page.getByRole('button', { name: 'Open Sidenav' }).click();
  const nav = page.locator('#sidenav');
  await expect(nav).toBeVisible();
  return nav;
}

export async function closeSideNav(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('#sidenav')).toBeHidden();
}
