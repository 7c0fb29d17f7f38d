import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OwnShop } from '../support/own-shop';
import { FakeBalancer } from '../support/fake-balancer';
import { BANNERS_DISMISSED } from '../support/cookies';
import { productCards } from '../support/shop';
import { blockingLines, LOOKS, scan, settle, type ScanResult } from '../support/a11y';

/**
 * A team's shop under MultiJuicer: the browser talks to the balancer, which serves its own
 * /multi-juicer/api/notifications and passes everything else to the shop (here a small stand-in
 * of the balancer in front of a real shop configured with multiJuicer.notifications). The shell
 * shows the trainer's message and the countdown, politely, in every look and language.
 */
let shop: OwnShop;
let balancer: FakeBalancer;
let presetDir: string;

test.beforeAll(async () => {
  presetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-e2e-mj-'));
  const preset = path.join(presetDir, 'multijuicer.json');
  fs.writeFileSync(preset, JSON.stringify({ multiJuicer: { notifications: '/multi-juicer/api/notifications' } }));
  shop = await OwnShop.start({ config: preset });
  balancer = await FakeBalancer.start(shop.port);
});

test.afterAll(async () => {
  await balancer?.stop();
  await shop?.dispose();
  fs.rmSync(presetDir, { recursive: true, force: true });
});

const notice = (page: Page) => page.locator('#multijuicer-notice');
const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

async function openThroughBalancer(browser: Browser, options: { theme?: 'light' | 'dark'; width?: number; language?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ storageState: BANNERS_DISMISSED, viewport: { width: options.width ?? 1280, height: 800 } });
  if (options.language) await context.addCookies([{ name: 'language', value: options.language, domain: '127.0.0.1', path: '/' }]);
  await context.addInitScript((theme) => window.localStorage.setItem('colorMode', theme), options.theme ?? 'light');
  const page = await context.newPage();
  await page.goto(`${balancer.url}/#/search`);
  await expect(page.locator('#homeButton')).toBeVisible();
  return page;
}

test("shows the trainer's message and the countdown as they change, without taking focus, and that the event has ended", async ({ browser }) => {
  balancer.set(null);
  const page = await openThroughBalancer(browser);
  // Nothing to show yet: the polite status region is in the page, empty, and nothing is boxed.
  await expect.poll(() => balancer.notificationRequests.length).toBeGreaterThan(0);
  await expect(notice(page).getByRole('status')).toBeEmpty();
  await expect(page.getByRole('region', { name: 'Event notice' })).toHaveCount(0);
  // The shop itself works through the balancer, its realtime socket included.
  await expect(productCards(page).first()).toBeVisible();

  // A trainer posts a message with a countdown while the trainee is on the page, typing.
  await page.locator('#homeButton').focus();
  const focused = await page.evaluate(() => document.activeElement?.id);
  expect(focused).toBe('homeButton');
  balancer.set({ message: 'Flags close at noon — submit yours in time', enabled: true, endDate: inHours(2) });
  const region = page.getByRole('region', { name: 'Event notice' });
  await expect(region.getByRole('status')).toHaveText('Flags close at noon — submit yours in time');
  await expect(region.getByRole('timer')).toHaveText(/^Time left: (02:00:00|01:59:\d\d)$/);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(focused);
  // It ticks.
  const shown = await region.getByRole('timer').textContent();
  await expect(region.getByRole('timer')).not.toHaveText(shown ?? '');

  // The end comes: the timer goes, and the status says so.
  balancer.set({ message: 'Flags close at noon — submit yours in time', enabled: true, endDate: new Date(Date.now() + 8000).toISOString() });
  await expect(region.getByRole('timer')).toHaveText(/^Time left: 00:00:0[1-8]$/);
  await expect(region.getByRole('status')).toContainText('The event has ended.', { timeout: 15_000 });
  await expect(region.getByRole('timer')).toHaveCount(0);

  // The trainer removes it all: the notice goes away.
  balancer.set(null);
  await expect(page.getByRole('region', { name: 'Event notice' })).toHaveCount(0);
  await expect(notice(page).getByRole('status')).toBeEmpty();
  // Every request after the first was a long poll after the last change the balancer reported.
  expect(balancer.notificationRequests.slice(1).every((request) => /\?wait-for-update-after=\d{4}-\d\d-\d\dT/.test(decodeURIComponent(request)))).toBe(true);
  await page.context().close();
});

test('passes axe-core in light and dark at 1280 and 390 px, and speaks the languages of the shop', async ({ browser }) => {
  balancer.set({ message: 'Hints are free until the break. Ask your trainer for the solution to Score Board if you are stuck.', enabled: true, endDate: inHours(26) });
  const results: ScanResult[] = [];
  for (const look of LOOKS) {
    const page = await openThroughBalancer(browser, look);
    await expect(page.getByRole('region', { name: 'Event notice' }).getByRole('timer')).toHaveText(/^Time left: (26:00:00|25:59:\d\d)$/);
    await settle(page);
    results.push(await scan(page, 'anonymous', 'multijuicer-notice', look));
    // Nothing of the notice runs past the screen's edge.
    const overflow = await notice(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  }
  expect(blockingLines(results)).toEqual([]);

  for (const [language, timeLeft] of [
    ['de', 'Verbleibende Zeit'],
    ['ar', 'الوقت المتبقي'],
  ] as const) {
    const page = await openThroughBalancer(browser, { language, width: 390 });
    await expect(notice(page).getByRole('timer')).toContainText(timeLeft);
    await page.context().close();
  }
});
