import { expect, test, type Locator } from '@playwright/test';
import { registerByApi } from '../support/account';
import { prepareContext, sessionFor } from '../support/a11y';
import { uniqueSuffix } from '../support/customers';
import { expectUncovered, snackbar } from '../support/shop';
import { shopText } from '../support/tutorials';

/**
 * In Arabic (right to left) what customers and the catalogue wrote in English keeps its own
 * direction: a review's "!" and a description's or a search's full stop stay at their own end
 * instead of jumping to the start ("!Lovely…", ".Cloudy juice…"), and a product name inside an
 * Arabic sentence is isolated from it.
 */

/**
 * Where a text's closing mark shows: right after its last letter, as English reads, or (not
 * isolated) at the far end of the line. Measured on the page, character by character.
 */
async function closingMarkFollowsLastLetter(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    while (walker.nextNode()) if (/\S/.test((walker.currentNode as Text).data)) last = walker.currentNode as Text;
    if (!last) return false;
    const mark = last.data.trimEnd().length - 1;
    const box = (at: number) => {
      const range = document.createRange();
      range.setStart(last, at);
      range.setEnd(last, at + 1);
      return range.getBoundingClientRect();
    };
    const closing = box(mark);
    const letter = box(mark - 1);
    return Math.abs(closing.top - letter.top) < 2 && closing.left >= letter.right - 1;
  });
}

test('in Arabic at 390 px, English reviews, descriptions and searches keep their punctuation at their own end', async ({ browser, request, baseURL }) => {
  const account = await registerByApi(request, 'rtl');
  const session = await sessionFor(request, account);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
  const page = await context.newPage();
  await prepareContext(page, { theme: 'light', width: 390 }, session);
  const text = (key: string) => shopText('ar', 'mf-catalog', key);
  await page.goto('/#/search');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Alpine Apple Juice: "Cloudy juice from mountain orchards, pressed the day the apples fall."
  const card = page.locator('.product-card[data-product-id="2"]');
  await card.getByRole('button', { name: text('PRODUCT_DETAILS_BUTTON') }).click();
  const dialog = page.locator('.product-dialog');
  await expect(dialog.locator('.product-description')).toContainText('apples fall.');
  expect(await closingMarkFollowsLastLetter(dialog.locator('.product-description'))).toBe(true);

  // A review written in English, as a customer writes it.
  await dialog.getByRole('button', { name: text('EXPAND_REVIEWS') }).click();
  const review = `Lovely with ice ${uniqueSuffix()}, would buy again!`;
  await dialog.getByRole('textbox', { name: text('REVIEW_FIELD') }).fill(review);
  await dialog.locator('#submitButton').click();
  const saved = snackbar(page, text('CONFIRM_REVIEW_SAVED'));
  await expect(saved).toBeVisible();
  await expectUncovered(saved);
  const mine = dialog.locator('.review-text').filter({ hasText: review });
  await expect(mine).toBeVisible();
  expect(await closingMarkFollowsLastLetter(mine)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A product name inside an Arabic sentence is isolated from it.
  await card.getByRole('button', { name: text('ADD_TO_BASKET') }).click();
  await expect(snackbar(page, text('BASKET_ADD_PRODUCT').replace('{{product}}', '\u2068Alpine Apple Juice\u2069'))).toBeVisible();

  // The search heading shows the query in its own direction.
  await page.locator('#searchQuery button').click();
  await page.locator('#searchQuery input').fill('juice.');
  await page.locator('#searchQuery input').press('Enter');
  await expect(page.locator('#searchValue')).toHaveText('juice.');
  expect(await closingMarkFollowsLastLetter(page.locator('#searchValue'))).toBe(true);
  await context.close();
});
