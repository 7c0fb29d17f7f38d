import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerByApi } from '../support/account';
import {
  blockingLines,
  concrete,
  goToRoute,
  LOOKS,
  mayOpen,
  prepareContext,
  routeTable,
  scan,
  sessionFor,
  settle,
  summarise,
  type Look,
  type Role,
  type ScanResult,
} from '../support/a11y';

/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA) on every route of the shell's route table,
 * as each role that may open it, plus the product dialog, side nav, account and language menus
 * and a snackbar. Serious and critical violations fail; moderate and minor ones are reported.
 *
 * Bounded for `pnpm test` (about three minutes): visitors and customers see each of their routes
 * in one of the four looks (light and dark, 1280 and 390 px wide), the look turning with the
 * route, and the overlays in all four looks (the side nav and account menu as both, the language
 * menu and product dialog as visitors, a snackbar as customers); accounting and admin staff see the routes only
 * they may open, the product grid and their account menu, in two looks each (between them all
 * four). PULP_A11Y_FULL=1 scans every route each role may open, with every overlay, in every
 * look (600 scans, about 14 minutes instead of 2.5).
 */
const FULL = process.env.PULP_A11Y_FULL === '1';
const ROLES: Role[] = ['anonymous', 'customer', 'accounting', 'admin'];
const STAFF = {
  accounting: { email: 'ledger@pulp.shop', password: 'Bal4nce-Sheet!' },
  admin: { email: 'admin@pulp.shop', password: 'admin123' },
};
const PRODUCT_DETAILS = 'Click for more information about the product';

/** Opens each overlay in turn on the search page, scans it, and closes it again. */
async function scanOverlays(page: Page, role: Role, look: Look, results: ScanResult[], accountMenuOnly: boolean): Promise<void> {
  await goToRoute(page, 'search');
  if (!accountMenuOnly) await scanSideNav(page, role, look, results);
  const account = page.locator('#navbarAccount');
  if (await account.isVisible()) {
    await account.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await settle(page);
    results.push(await scan(page, role, 'account menu', look));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
  // The language menu and the product dialog look the same to every role: visitors cover them.
  if (!accountMenuOnly && (role === 'anonymous' || FULL)) await scanPopups(page, role, look, results);
  if (!accountMenuOnly && role !== 'anonymous') await scanSnackbar(page, role, look, results);
}

async function scanSideNav(page: Page, role: Role, look: Look, results: ScanResult[]): Promise<void> {
  await page.getByRole('button', { name: 'Open Sidenav' }).click();
  await expect(page.locator('#sidenav')).toBeVisible();
  await settle(page);
  results.push(await scan(page, role, 'side nav', look));
  await page.keyboard.press('Escape');
  await expect(page.locator('#sidenav')).toBeHidden();
}

async function scanPopups(page: Page, role: Role, look: Look, results: ScanResult[]): Promise<void> {
  await page.locator('#navbarLanguageButton').click();
  const english = page.getByRole('radio', { name: 'English' });
  await expect(english).toBeVisible();
  await settle(page);
  results.push(await scan(page, role, 'language menu', look));
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();

  await page.getByRole('button', { name: PRODUCT_DETAILS }).first().click();
  const dialog = page.locator('[role=dialog][aria-modal=true]');
  await expect(dialog).toBeVisible();
  await settle(page);
  results.push(await scan(page, role, 'product dialog', look));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

}

async function scanSnackbar(page: Page, role: Role, look: Look, results: ScanResult[]): Promise<void> {
  await page.getByRole('button', { name: 'Add to Basket' }).first().click();
  await expect(page.locator('.snackbar').first()).toBeVisible();
  await settle(page);
  results.push(await scan(page, role, 'snackbar', look));
}

for (const [roleIndex, role] of ROLES.entries()) {
  test(`no serious or critical violation as ${role}`, async ({ browser, request }) => {
    test.setTimeout(FULL ? 900_000 : 240_000);
    let session: { token: string; bid: number } | null = null;
    let addressId: number | null = null;
    if (role === 'customer') {
      const account = await registerByApi(request, 'a11y');
      session = await sessionFor(request, account);
      const created = await request.post('/api/Addresss', {
        headers: { Authorization: `Bearer ${session.token}` },
        data: { country: 'Spain', fullName: 'Ana Naranja', mobileNum: 34600111222, zipCode: '46001', streetAddress: 'Calle de la Paz 1', city: 'Valencia', state: 'Valencia' },
      });
      addressId = created.ok() ? ((await created.json()) as { data: { id: number } }).data.id : null;
    } else if (role !== 'anonymous') {
      session = await sessionFor(request, STAFF[role]);
    }
    const staff = role === 'accounting' || role === 'admin';
    const routes = routeTable().filter((route) => mayOpen(role, route.guard) && (FULL || !staff || route.guard === role || route.path === 'search'));
    const looks = FULL || !staff ? LOOKS : LOOKS.filter((_, lookIndex) => lookIndex % 2 === roleIndex % 2);
    const results: ScanResult[] = [];
    // The figures of this run, for the note (test-results/ is ignored by git).
    const file = path.join(__dirname, '..', 'test-results', `a11y-${role}.json`);
    const record = () => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ summary: summarise(results), results }, null, 2));
    };

    for (const [lookIndex, look] of looks.entries()) {
      const mine = routes.filter((_, routeIndex) => FULL || staff || (routeIndex + roleIndex) % LOOKS.length === lookIndex);
      const context = await browser.newContext();
      const page = await context.newPage();
      await prepareContext(page, look, session);
      await page.goto('/#/search');
      await expect(page.locator('#homeButton')).toBeVisible();
      await settle(page);
      for (const route of mine) {
        const started = Date.now();
        await goToRoute(page, concrete(route.path, { addressId }));
        results.push({ ...(await scan(page, role, route.path, look)), ms: Date.now() - started });
        // The tutorial route starts the hacking instructor, which would stay over every later page.
        const skip = page.getByRole('button', { name: 'Skip tutorial' });
        if (await skip.isVisible()) await skip.click();
      }
      await scanOverlays(page, role, look, results, staff && !FULL);
      await context.close();
      record();
    }

    const blocking = blockingLines(results);
    expect(blocking, `${blocking.length} serious or critical violations:\n${blocking.join('\n')}`).toEqual([]);
  });
}
