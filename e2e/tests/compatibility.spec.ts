import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, open, test, typeRoute } from '../support/training';

/**
 * What tabs, bookmarks and browser automation written for shops of this kind read: the
 * document title follows the configured shop name and the page.
 */

// A trainer's configuration that renames the shop (a JSON file of overrides, as PULP_CONFIG takes).
const renamed = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-e2e-config-')), 'renamed.json');
fs.writeFileSync(renamed, JSON.stringify({ application: { name: 'Squeeze Bar' } }));

test.use({ shopConfig: renamed });

test('the document title names the page and the configured shop, in the visitor language', async ({ page, shop, context }) => {
  await open(page, shop, '/search');
  // The shop's name stands beside the home button, as its label (the button keeps its name).
  await expect(page.locator('label[for="homeButton"]')).toHaveText('Squeeze Bar');
  await expect(page).toHaveTitle('All Products – Squeeze Bar');

  await typeRoute(page, '/search?q=mango');
  await expect(page).toHaveTitle('Search Results – Squeeze Bar');
  await typeRoute(page, '/basket');
  await expect(page).toHaveTitle('Your Basket – Squeeze Bar');
  await typeRoute(page, '/login');
  await expect(page).toHaveTitle('Login – Squeeze Bar');

  await context.addCookies([{ name: 'language', value: 'de', url: shop.url }]);
  await page.reload();
  await expect(page).toHaveTitle('Anmelden – Squeeze Bar');
});
