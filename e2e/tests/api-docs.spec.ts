import { expect, test } from '@playwright/test';
import { blockingLines, scan, type Look, type ScanResult } from '../support/a11y';

/**
 * The API's documentation page (Swagger UI at /api-docs/) renders every operation of the
 * document the shop generates from its contract, under the shop's own security headers, and a
 * QA engineer or trainee can send a request from it to the shop.
 */

interface Document {
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId: string }>>;
}

test('the API page lists every operation by feature and sends a request to the shop', async ({ page, request }) => {
  const document = (await (await request.get('/api-docs/openapi.json')).json()) as Document;
  const operations = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
  expect(operations).toBeGreaterThan(100);

  // Any script or style the shop's policy blocked would be reported here.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/api-docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Pulp API/ })).toBeVisible();
  await expect(page.locator('.opblock-tag-section')).toHaveCount(document.tags.length);
  await expect(page.locator('.opblock')).toHaveCount(operations);

  const search = page.locator('.opblock', { has: page.locator('.opblock-summary-path', { hasText: /^\/rest\/products\/search$/ }) });
  await search.locator('.opblock-summary').click();
  await search.getByRole('button', { name: 'Try it out' }).click();
  await search.getByPlaceholder('q').fill('apple');
  const answered = page.waitForResponse((answer) => answer.url().includes('/rest/products/search?q=apple'));
  await search.getByRole('button', { name: 'Execute' }).click();
  expect((await answered).status()).toBe(200);
  await expect(search.locator('.live-responses-table .response .response-col_status')).toHaveText('200');
  await expect(search.locator('.live-responses-table .response .response-col_description')).toContainText('Alpine Apple Juice');
  expect(problems).toEqual([]);
});

test('the API page passes axe-core with operations open, wide and narrow', async ({ page }) => {
  const looks: Look[] = [
    { theme: 'light', width: 1280 },
    { theme: 'dark', width: 390 },
  ];
  const results: ScanResult[] = [];
  for (const look of looks) {
    await page.emulateMedia({ colorScheme: look.theme });
    await page.setViewportSize({ width: look.width, height: 900 });
    await page.goto('/api-docs/');
    await expect(page.locator('.opblock').first()).toBeVisible();
    // A list, a form and a path parameter: the three kinds of operation body the page draws.
    for (const path of ['/rest/products/search', '/api/Addresss', '/api/Addresss/{id}']) {
      const operation = page.locator('.opblock', { has: page.locator('.opblock-summary-path', { hasText: new RegExp(`^${path.replace(/[/{}]/g, '\\$&')}$`) }) }).first();
      await operation.locator('.opblock-summary').click();
      await expect(operation.locator('.opblock-body')).toBeVisible();
    }
    results.push(await scan(page, 'anonymous', '/api-docs/', look));
  }
  expect(blockingLines(results)).toEqual([]);
});
