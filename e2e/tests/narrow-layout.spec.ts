import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerByApi } from '../support/account';
import { concrete, goToRoute, mayOpen, prepareContext, routeTable, sessionFor, settle, type Role, type RouteParams } from '../support/a11y';

/**
 * A phone-wide shop never scrolls sideways: every route of the shell's route table, as a
 * visitor and as a customer with a basket, an address, a card and an order, in English and in
 * Arabic (right to left), with the top bar's search closed and open, must fit 390 px: the
 * document is never wider than its window, and no table is cut off in its frame. A failure
 * names the outermost elements that stick out, so that the culprit is found without a screenshot.
 */
const WIDTH = 390;
const LANGUAGES = ['en', 'ar'];
const ROLES: Role[] = ['anonymous', 'customer'];

interface Customer {
  session: { token: string; bid: number };
  params: RouteParams;
  checkout: { addressId: number; deliveryMethodId: number; paymentId: number };
}

/**
 * A customer whose pages all have something to show: an order placed (history, tracking,
 * completion), and the basket filled again with a saved address, delivery and card chosen
 * (basket, order summary).
 */
async function customerWithOrder(request: APIRequestContext): Promise<Customer> {
  const account = await registerByApi(request, 'narrow');
  const session = await sessionFor(request, account);
  const headers = { Authorization: `Bearer ${session.token}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const address = await post<{ data: { id: number } }>('/api/Addresss', {
    country: 'Portugal',
    fullName: 'Rita Laranja',
    mobileNum: 9123456789,
    zipCode: '1100',
    streetAddress: 'Rua das Laranjas 7',
    city: 'Lisbon',
  });
  const card = await post<{ data: { id: number } }>('/api/Cards', { fullName: 'Rita Laranja', cardNum: 4111111111111111, expMonth: 7, expYear: 2091 });
  const checkout = { addressId: address.data.id, deliveryMethodId: 1, paymentId: card.data.id };
  await post('/api/BasketItems', { ProductId: 1, BasketId: session.bid, quantity: 1 });
  const order = await post<{ orderConfirmation: string }>(`/rest/basket/${session.bid}/checkout`, { orderDetails: checkout });
  await post('/api/BasketItems', { ProductId: 2, BasketId: session.bid, quantity: 2 });
  return { session, params: { addressId: checkout.addressId, orderId: order.orderConfirmation }, checkout };
}

/** The name of the hacking instructor's skip button in a language. */
function skipTutorial(language: string): string {
  const texts = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'mf-scoreboard', 'i18n', `${language}.json`), 'utf8')) as Record<string, string>;
  return texts.INSTRUCTOR_SKIP!;
}

/** Null when the page fits its window; else how wide it is and what sticks out. */
async function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const width = root.clientWidth;
    // What a scrolling or clipping box holds cannot widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5) && !clipped(element);
    };
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].slice(0, 2).map((name) => `.${name}`).join('')}`;
      return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
    };
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => outside(element) && !(element.parentElement && outside(element.parentElement)));
    return `${root.scrollWidth} px wide in a ${width} px window: ${culprits.slice(0, 4).map(describe).join(', ') || 'nothing found outside'}`;
  });
}

/**
 * Tables that do not fit their box: a table scrolls inside its frame rather than widening the
 * page, so on a phone its last column is cut off ("1 d" of "1 day") unless it is made to fit.
 */
async function cutTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((table) => table.parentElement && table.parentElement.scrollWidth > table.parentElement.clientWidth + 1)
      .map((table) => `table.${[...table.classList].join('.')} needs ${table.parentElement!.scrollWidth} px of ${table.parentElement!.clientWidth} px`),
  );
}

/** The top bar's search, opened or closed by its one button (its name differs by language). */
async function setSearch(page: Page, open: boolean): Promise<void> {
  const input = page.locator('#searchQuery input');
  if ((await input.isVisible()) !== open) await page.locator('#searchQuery button').last().click();
  await expect(input).toBeVisible({ visible: open });
}

for (const language of LANGUAGES) {
  for (const role of ROLES) {
    test(`at ${WIDTH} px no page scrolls sideways, ${language}, as ${role === 'anonymous' ? 'a visitor' : 'a customer'}`, async ({ browser, request, baseURL }) => {
      test.setTimeout(240_000);
      const customer = role === 'customer' ? await customerWithOrder(request) : null;
      const context = await browser.newContext();
      await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
      const page = await context.newPage();
      await prepareContext(page, { theme: 'light', width: WIDTH }, customer?.session ?? null);
      if (customer) {
        await page.addInitScript((choices) => {
          for (const [key, value] of Object.entries(choices)) window.sessionStorage.setItem(key, String(value));
        }, customer.checkout);
      }
      await page.goto('/#/search');
      await expect(page.locator('#homeButton')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await settle(page);

      const found: string[] = [];
      const routes = routeTable().filter((route) => mayOpen(role, route.guard));
      for (const route of routes) {
        const path = concrete(route.path, customer?.params);
        await goToRoute(page, path);
        for (const open of [false, true]) {
          await setSearch(page, open);
          const problem = await sideways(page);
          if (problem) found.push(`#/${path}, search ${open ? 'open' : 'closed'}: ${problem}`);
          if (!open) found.push(...(await cutTables(page)).map((table) => `#/${path}: ${table}`));
        }
        await setSearch(page, false);
        // The tutorial route starts the hacking instructor, which would stay over every later page.
        const skip = page.getByRole('button', { name: skipTutorial(language) });
        if (await skip.isVisible()) await skip.click();
      }
      await context.close();
      expect(found, `pages wider than ${WIDTH} px:\n${found.join('\n')}`).toEqual([]);
    });
  }
}
