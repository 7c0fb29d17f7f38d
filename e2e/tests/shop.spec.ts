import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, loginThroughUi, logoutThroughUi, openShop, productCards, snackbar } from '../support/shop';
import { settle } from '../support/a11y';

test.describe('the composed store', () => {
  test('a visitor browses, searches and pages through the catalogue', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await openShop(page);
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(productCards(page)).toHaveCount(12);
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.locator('.paginator')).toContainText('1 – 12 of');

    // Page through the results.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.locator('.paginator')).toContainText('13 – 24 of');
    await expect(productCards(page).first().locator('.name')).not.toHaveText('Blood Orange Press');

    // Sold-out and low-stock ribbons are shown somewhere in the catalogue.
    await page.locator('.paginator select').selectOption('36');
    await expect(page.getByText('Sold Out').first()).toBeVisible();
    await expect(page.getByText(/Only \d left/).first()).toBeVisible();

    // Search with results, from the top bar.
    await page.getByRole('button', { name: 'Open search' }).click();
    const search = page.locator('#searchQuery input');
    await search.fill('mango');
    await search.press('Enter');
    await expect(page).toHaveURL(/#\/search\?q=mango$/);
    await expect(page.locator('#searchValue')).toHaveText('mango');
    await expect(productCards(page)).toHaveCount(1);
    await expect(productCards(page).locator('.name')).toHaveText('Mango Sunrise');
    // Each card is an article named by its product, as automation written for accessible shops finds it.
    await expect(page.getByRole('article', { name: 'Mango Sunrise' })).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Mango Sunrise' }).locator('.price')).toHaveText('2.99¤');
    await expect(productCards(page).locator('.price')).toHaveText('2.99¤');

    // Search without results.
    await search.fill('durian');
    await search.press('Enter');
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);

    // An unknown route falls back to search.
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();

    // Visitors see no add-to-basket button and no basket.
    await expect(page.getByRole('button', { name: 'Add to Basket' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show the shopping cart' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a visitor opens a product and reads its reviews', async ({ page }) => {
    await openShop(page);
    await productCards(page).first().getByRole('button', { name: 'Click for more information about the product' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Blood Orange Press' })).toBeVisible();
    await expect(dialog.locator('.item-price')).toHaveText('3.49¤');
    await expect(dialog.getByLabel('Bonus points when buying the product')).toBeVisible();
    await dialog.getByRole('button', { name: 'Expand for Reviews' }).click();
    await expect(dialog.locator('.review')).toHaveCount(2);
    await expect(dialog.locator('.review-author').first()).toHaveText('mira@pulp.shop');
    await dialog.getByRole('button', { name: 'Close Dialog' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a visitor switches the language to German and back', async ({ page, context }) => {
    await openShop(page);
    await page.locator('#navbarLanguageButton').click();
    await page.getByRole('radio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Alle Produkte' })).toBeVisible();
    await expect(snackbar(page, 'Die Sprache wurde auf Deutsch umgestellt')).toBeVisible();
    const cookies = await context.cookies();
    const language = cookies.find((cookie) => cookie.name === 'language');
    expect(language?.value).toBe('de');
    // About a year.
    expect(language!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    // The choice survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Alle Produkte' })).toBeVisible();

    await page.locator('#navbarLanguageButton').click();
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  });

  test('choosing the language in use again changes nothing and offers no reload', async ({ page, context }) => {
    await openShop(page);
    await page.locator('#navbarLanguageButton').click();
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('radio', { name: 'English' })).toBeHidden();
    await settle(page);
    await expect(page.locator('.snackbar')).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')).toBeUndefined();
  });

  test('on a phone, another page or a new search starts at the top of the results, not at the bottom', async ({ page }) => {
    const scrolled = () => page.evaluate(() => window.scrollY);
    await page.setViewportSize({ width: 390, height: 800 });
    await openShop(page);
    await expect(productCards(page)).toHaveCount(12);
    const next = page.getByRole('button', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    expect(await scrolled()).toBeGreaterThan(2000);
    await next.click();
    await expect(page.locator('.paginator')).toContainText('13 – 24 of');
    await expect.poll(scrolled).toBe(0);
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeFocused();

    await next.scrollIntoViewIfNeeded();
    expect(await scrolled()).toBeGreaterThan(2000);
    // The top bar stays on screen: search from down there.
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.locator('#searchQuery input').fill('juice');
    await page.locator('#searchQuery input').press('Enter');
    await expect(page.locator('#searchValue')).toHaveText('juice');
    await expect.poll(scrolled).toBe(0);
  });

  test('a customer logs in, adds a product twice and logs out', async ({ page }) => {
    await loginThroughUi(page, DEMO_CUSTOMER);
    const basket = page.getByRole('button', { name: 'Show the shopping cart' });
    await expect(basket).toBeVisible();
    const before = Number(await basket.locator('.basket-count').innerText());

    const card = productCards(page).filter({ hasText: 'Alpine Apple Juice' });
    await card.getByRole('button', { name: 'Add to Basket' }).click();
    await expect(snackbar(page, 'Placed Alpine Apple Juice into basket.')).toBeVisible();
    await expect(basket.locator('.basket-count')).toHaveText(String(before + 1));
    await card.getByRole('button', { name: 'Add to Basket' }).click();
    await expect(snackbar(page, 'Added another Alpine Apple Juice to basket.')).toBeVisible();
    await expect(basket.locator('.basket-count')).toHaveText(String(before + 2));

    // The session token is kept in local storage (docs/behaviour.md, "Client-stored data").
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('bid'))).toMatch(/^\d+$/);

    // The account menu shows the email, then logs out everywhere at once.
    await page.locator('#navbarAccount').click();
    await expect(page.getByRole('menuitem', { name: 'Go to user profile' })).toContainText(DEMO_CUSTOMER.email);
    await page.keyboard.press('Escape');
    await logoutThroughUi(page);
    await expect(basket).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Basket' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('bid'))).toBeNull();
  });

  test('a failed login shows the error above the form and clears it on focus', async ({ page }) => {
    await openShop(page, '/login');
    await expect(page.locator('#loginButton')).toBeDisabled();
    await page.locator('#email').fill(DEMO_CUSTOMER.email);
    await expect(page.locator('#loginButton')).toBeDisabled();
    await page.locator('#password').fill('wrong password');
    await page.locator('#loginButton').click();
    await expect(page.locator('.error')).toHaveText('Invalid email or password.');
    await page.locator('#password').focus();
    await expect(page.locator('.error')).toHaveCount(0);
  });
});
