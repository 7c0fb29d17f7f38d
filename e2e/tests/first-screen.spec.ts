import { expect, test, type Page, type Request } from '@playwright/test';
import { openShop, productCards } from '../support/shop';

/**
 * The first screen in two round trips after the document: the document carries what
 * the shell used to fetch after main.js, and preloads the code and data of the opened route
 * (#/search, #/login, …), so that they all download in parallel and nothing is asked for twice.
 */

/** Every request of the page that the browser sent to the network (preload hits are not sent again). */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname);

test('#/search asks for its products and stock once, preloaded with the document, and for nothing the document holds', async ({ page }) => {
  const requests = recordRequests(page);
  await openShop(page, '/search');
  await expect(productCards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sent = paths(requests);
  expect(sent.filter((path) => path === '/rest/products/search')).toHaveLength(1);
  expect(sent.filter((path) => path === '/api/Quantitys/')).toHaveLength(1);
  for (const inline of ['/remotes.json', '/rest/admin/application-configuration', '/rest/admin/application-version', '/assets/i18n/en.json']) {
    expect(sent, inline).not.toContain(inline);
  }
  // The data went out while the document was parsed, with the code, not after it: before the
  // catalog's page file (preloaded by the same lines of the document) had even arrived, where a
  // waterfall asks for it only once that file has run.
  const products = requests.find((request) => new URL(request.url()).pathname === '/rest/products/search');
  const pageFile = requests.find((request) => /^\/mf\/catalog\/(?:[^/]+\/)?\d+\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname));
  expect(products && pageFile).toBeTruthy();
  const pageFileLoaded = (pageFile as Request).timing().startTime + (pageFile as Request).timing().responseEnd;
  expect((products as Request).timing().startTime).toBeLessThanOrEqual(pageFileLoaded);

  // Every script the first screen ran was asked for once.
  const scripts = requests.filter((request) => request.resourceType() === 'script').map((request) => request.url());
  expect(scripts).toContain((pageFile as Request).url());
  expect(new Set(scripts).size).toBe(scripts.length);
});

test('the document preloads every script the search page runs', async ({ page }) => {
  const requests = recordRequests(page);
  await openShop(page, '/search');
  await expect(productCards(page).first()).toBeVisible();
  // Scripts the grid needed that nothing preloaded would be found one round trip later. Taken when
  // the grid shows: 5 s later the shell fetches the rest of the UI kit for the next pages
  // (warm-ui-kit.ts), which a busy machine's network idle can outlast.
  const ran = paths(requests.filter((request) => request.resourceType() === 'script'));
  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map((link) => new URL(link.href).pathname),
  );
  expect(ran.filter((path) => !preloaded.includes(path))).toEqual([]);
  // The registry's active catalog build, from its version folder.
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/mf\/catalog\/[^/]+\/remoteEntry\.js$/));
});

test('the shell starts in the language of the cookie from the document, without fetching a language file', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'de', url: String(baseURL) }]);
  const requests = recordRequests(page);
  await openShop(page, '/search');
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.getByText('Alle Produkte').first()).toBeVisible();
  expect(paths(requests).filter((path) => path.startsWith('/assets/i18n/'))).toEqual([]);
});

test('another first route starts its remote with the shell, and the search data is not asked twice later', async ({ page }) => {
  const requests = recordRequests(page);
  await openShop(page, '/login');
  await expect(page.locator('#email')).toBeVisible();
  const linked = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map((link) => new URL(link.href).pathname));
  expect(linked).toContainEqual(expect.stringMatching(/^\/mf\/account\/[^/]+\/remoteEntry\.js$/));
  await page.goto('/#/search');
  await expect(productCards(page).first()).toBeVisible();
  expect(paths(requests).filter((path) => path === '/rest/products/search')).toHaveLength(1);
});

test('#/login starts the account page with the document and asks for no search data', async ({ page }) => {
  const requests = recordRequests(page);
  await openShop(page, '/login');
  await expect(page.locator('#email')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sent = paths(requests);
  expect(sent).not.toContain('/rest/products/search');
  expect(sent).not.toContain('/api/Quantitys/');
  const preloaded = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => [link.getAttribute('as'), new URL(link.href).pathname]),
  );
  expect(preloaded.filter(([as]) => as === 'fetch')).toEqual([]);
  const scripts = preloaded.filter(([as]) => as === 'script').map(([, path]) => path ?? '');
  // Entries are the registry's active versions (/mf/<name>/<version>/remoteEntry.js).
  const accountEntry = /^\/mf\/account\/(?:[^/]+\/)?remoteEntry\.js$/;
  expect(scripts).toContainEqual(expect.stringMatching(accountEntry));
  expect(scripts.filter((path) => /^\/mf\/catalog\//.test(path))).toEqual([]);
  // The login page's own files came with the document, not one round trip after the entry.
  const ran = paths(requests.filter((request) => request.resourceType() === 'script'));
  const accountFiles = ran.filter((path) => path.startsWith('/mf/account/'));
  expect(accountFiles.length).toBeGreaterThan(1);
  expect(accountFiles.filter((path) => !scripts.includes(path))).toEqual([]);
  expect(new Set(ran).size).toBe(ran.length);
  const entry = requests.find((request) => accountEntry.test(new URL(request.url()).pathname));
  const main = requests.find((request) => /^\/main\.[0-9a-f]{8}\.js$/.test(new URL(request.url()).pathname));
  const pageFile = requests.find((request) => accountFiles.includes(new URL(request.url()).pathname) && !request.url().endsWith('remoteEntry.js'));
  expect(entry && main && pageFile).toBeTruthy();
  // Found through the entry, the page file could only be asked for after the entry had arrived
  // and run; preloaded, it starts beside it. (Against the shell's main file the margin on loopback is a few ms.)
  const entryLoaded = (entry as Request).timing().startTime + (entry as Request).timing().responseEnd;
  expect((pageFile as Request).timing().startTime).toBeLessThan(entryLoaded);
});

test('the UI kit\'s global styles come with the document, once, and follow light and dark mode', async ({ page }) => {
  /** The style rules that define a custom property, and whether each sits in the document's own stylesheet. */
  const definitions = (property: string) =>
    page.evaluate((name) => {
      const found: boolean[] = [];
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule && rule.style.getPropertyValue(name)) found.push((rule.parentStyleSheet?.ownerNode as Element | null)?.id === 'pulp-global-styles');
          if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
      return found;
    }, property);
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.querySelector('.app-container') as Element).backgroundColor);

  await openShop(page, '/search');
  await expect(productCards(page).first()).toBeVisible();
  // Defined by the document's stylesheet and not inserted again at run time: a token's variable
  // once, a colour that changes with the mode once for light and once for dark.
  expect(await definitions('--chakra-colors-brand-700')).toEqual([true]);
  expect(await definitions('--chakra-colors-bg-subtle')).toEqual([true, true]);
  const light = await pageBackground();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(productCards(page).first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await pageBackground()).not.toBe(light);
});

test('the shell\'s entry files ask the browser to compile all their code while they download', async ({ page, request }) => {
  await openShop(page, '/search');
  const entryFiles = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'))
      .map((link) => new URL(link.href).pathname)
      .filter((path) => /^\/(?:main|first-screen|bootstrap)\.[0-9a-f]{8}\.js$/.test(path)),
  );
  expect(entryFiles).toHaveLength(3);
  for (const file of entryFiles) {
    // V8's explicit compile hint: honoured only as the file's first line.
    expect((await (await request.get(file)).text()).split('\n', 1)[0], file).toBe('//# allFunctionsCalledOnLoad');
  }
});
