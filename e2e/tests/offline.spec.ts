import { expect, open, test } from '../support/training';
import { DEMO_CUSTOMER, productCards, startPagesLoggedIn } from '../support/shop';

/**
 * The shop when its server goes away and comes back, on a shop of the test's own: what a person
 * does meanwhile gets a clear, translated answer, and the shop recovers by itself.
 */
test('server stopped: adding to the basket says so, an unloaded page shows its error card; server back: it recovers', async ({ page, shop }) => {
  // Logged in without any snackbar yet, so the first snackbar of the session is the offline one.
  await startPagesLoggedIn(page, shop.url, DEMO_CUSTOMER);
  const snackbarChunks: string[] = [];
  page.on('request', (request) => {
    if (/snackbars/.test(request.url())) snackbarChunks.push(request.url());
  });
  await open(page, shop, '/search');
  await expect(productCards(page).first()).toBeVisible();
  expect(snackbarChunks).toEqual([]);

  await shop.stop();

  // Add to Basket: the error shows although the snackbar code could not be downloaded.
  await productCards(page).first().getByRole('button', { name: 'Add to Basket' }).click();
  const offline = page.locator('.snackbar.error');
  await expect(offline).toBeVisible();
  await expect(offline).toHaveText(/The shop cannot be reached right now/);

  // A page whose remote never loaded: one sentence and Retry, no technical report.
  await page.evaluate(() => {
    window.location.hash = '#/score-board';
  });
  const card = page.locator('.error-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('This part of the shop could not be loaded');
  await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(card).not.toContainText(/RUNTIME|http|remoteEntry/);

  // The server comes back: the socket reconnects and the page loads without a click.
  await shop.restart();
  await expect(page.locator('#reset-filters')).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveCount(0);

  // And the basket works again.
  await page.evaluate(() => {
    window.location.hash = '#/search';
  });
  await productCards(page).first().getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.locator('.snackbar.confirmation').filter({ hasText: /into basket|to basket/ })).toBeVisible();
});
