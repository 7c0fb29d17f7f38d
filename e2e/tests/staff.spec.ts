import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, loginThroughUi, openShop, productCards, snackbar } from '../support/shop';
import { emptyBasket, freshCustomer, SEEDED, uniqueSuffix } from '../support/customers';
import { placeOrderThroughUi } from '../support/checkout';
import { solveArithmetic } from '../support/account';

const ACCOUNTANT = { email: 'ledger@pulp.shop', password: 'Bal4nce-Sheet!' };
const ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };

// Every journey here changes shared catalogue data and puts it back afterwards, so the other
// journeys of the run see the seeded prices and stock whatever the order.
const PRICED = { id: 32, name: 'Sea Buckthorn Elixir', search: 'buckthorn', price: 6.49 };
const STOCKED = { productId: 31, name: 'Young Coconut Water', search: 'coconut', quantity: 95 };

async function accountantHeaders(request: APIRequestContext) {
  const login = await request.post('/rest/user/login', { data: ACCOUNTANT });
  const { token } = (await login.json()).authentication as { token: string };
  return { Authorization: `Bearer ${token}` };
}

async function restoreCatalogue(request: APIRequestContext) {
  const headers = await accountantHeaders(request);
  expect((await request.put(`/api/Products/${PRICED.id}`, { headers, data: { price: PRICED.price } })).ok()).toBe(true);
  const quantities = (await (await request.get('/api/Quantitys')).json()).data as { id: number; ProductId: number }[];
  const record = quantities.find((entry) => entry.ProductId === STOCKED.productId)!;
  expect((await request.put(`/api/Quantitys/${record.id}`, { headers, data: { quantity: STOCKED.quantity } })).ok()).toBe(true);
}

function productsTable(page: Page) {
  return page.locator('#accounting-products');
}

/** Shows 30 rows per page and turns pages until the product's row is there. */
async function productRow(page: Page, name: string) {
  const table = productsTable(page);
  await table.getByLabel('Items per page').selectOption('30');
  const row = table.locator('tr.product-row').filter({ hasText: name });
  while (!(await row.isVisible())) {
    await table.getByRole('button', { name: 'Next page' }).click();
  }
  return row;
}

async function openAccounting(page: Page) {
  await loginThroughUi(page, ACCOUNTANT);
  await page.goto('/#/accounting');
  await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();
  await expect(productsTable(page).locator('tr.product-row')).toHaveCount(10);
}

test.describe('staff screens', () => {
  test.afterEach(async ({ request }) => {
    await restoreCatalogue(request);
  });

  test('the accountant changes a price and the product grid shows it', async ({ page }) => {
    await openAccounting(page);
    await expect(productsTable(page).locator('.paginator-range')).toHaveText(/1 – 10 of \d+/);

    const row = await productRow(page, PRICED.name);
    const price = row.getByLabel(`New price for ${PRICED.name}`);
    await expect(price).toHaveValue(String(PRICED.price));
    await price.fill('5.25');
    await row.getByRole('button', { name: 'Save price' }).click();
    await expect(snackbar(page, `Price for ${PRICED.name} has been updated.`)).toBeVisible();

    await page.goto(`/#/search?q=${PRICED.search}`);
    await expect(productCards(page)).toHaveCount(1);
    await expect(productCards(page).locator('.price')).toHaveText('5.25¤');

    // A negative price is sent as 0, and the shop shows it for free.
    await page.goto('/#/accounting');
    const again = await productRow(page, PRICED.name);
    await again.getByLabel(`New price for ${PRICED.name}`).fill('-3');
    await again.getByRole('button', { name: 'Save price' }).click();
    await expect(snackbar(page, `Price for ${PRICED.name} has been updated.`).first()).toBeVisible();
    await expect(again.getByLabel(`New price for ${PRICED.name}`)).toHaveValue('0');
    await page.goto(`/#/search?q=${PRICED.search}`);
    await expect(productCards(page).locator('.price')).toHaveText('0.00¤');
  });

  test('the accountant changes a stock quantity and the grid shows the ribbon', async ({ page }) => {
    await openAccounting(page);
    const row = await productRow(page, STOCKED.name);
    const quantity = row.getByLabel(`New stock for ${STOCKED.name}`);
    await expect(quantity).toHaveValue(String(STOCKED.quantity));

    await quantity.fill('0');
    await row.getByRole('button', { name: 'Save stock' }).click();
    await expect(snackbar(page, `Quantity for ${STOCKED.name} has been updated.`)).toBeVisible();
    await expect(row.locator('.stock-badge')).toHaveText('Sold out');

    await page.goto(`/#/search?q=${STOCKED.search}`);
    const card = productCards(page).filter({ hasText: STOCKED.name });
    await expect(card.locator('.ribbon')).toHaveText('Sold Out');
    // Nothing left to add: the button says so and cannot be pressed (no red error after the fact).
    const soldOut = card.getByRole('button', { name: 'Add to Basket: Sold Out' });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toHaveText('Sold Out');

    await page.goto('/#/accounting');
    const again = await productRow(page, STOCKED.name);
    await again.getByLabel(`New stock for ${STOCKED.name}`).fill('3');
    await again.getByLabel(`New stock for ${STOCKED.name}`).press('Enter');
    await expect(again.locator('.stock-badge')).toHaveText('Low stock');
    await page.goto(`/#/search?q=${STOCKED.search}`);
    await expect(productCards(page).filter({ hasText: STOCKED.name }).locator('.ribbon')).toHaveText('Only 3 left');
    await expect(productCards(page).filter({ hasText: STOCKED.name }).getByRole('button', { name: 'Add to Basket', exact: true })).toBeEnabled();
  });

  test("a refused edit shows the server's message", async ({ page }) => {
    await openAccounting(page);
    const row = await productRow(page, STOCKED.name);
    // Stock counts are whole numbers; the server says so and nothing changes.
    await row.getByLabel(`New stock for ${STOCKED.name}`).fill('2.5');
    await row.getByRole('button', { name: 'Save stock' }).click();
    await expect(snackbar(page, 'The quantity must be a whole number.')).toBeVisible();
    await expect(snackbar(page, /has been updated/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();
    await expect((await productRow(page, STOCKED.name)).getByLabel(`New stock for ${STOCKED.name}`)).toHaveValue(String(STOCKED.quantity));
  });

  test('the accounting page speaks German', async ({ page }) => {
    await openAccounting(page);
    await page.locator('#navbarLanguageButton').click();
    await page.getByRole('radio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Buchhaltung', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preise und Bestand' })).toBeVisible();
    const row = productsTable(page).locator('tr.product-row').filter({ hasText: 'Blood Orange Press' });
    await row.getByLabel('Neuer Preis für Blood Orange Press').fill('3.49');
    await row.getByRole('button', { name: 'Preis speichern' }).click();
    await expect(snackbar(page, 'Der Preis für Blood Orange Press wurde geändert.')).toBeVisible();
    await page.locator('#navbarLanguageButton').click();
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();
  });

  test('a customer who opens the staff pages sees the 403 page and stays on the URL', async ({ page }) => {
    await loginThroughUi(page, DEMO_CUSTOMER);
    for (const route of ['accounting', 'administration']) {
      await page.goto(`/#/${route}`);
      await expect(page.locator('.error-page')).toBeVisible();
      await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'You are not allowed to access this page.' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#/${route}$`));
      await expect(page.locator('table')).toHaveCount(0);
    }
  });

  test('each staff role sees only its own page', async ({ page }) => {
    await loginThroughUi(page, ACCOUNTANT);
    await page.goto('/#/administration');
    await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
    await expect(page.locator('table.user-table')).toHaveCount(0);

    // The account menu offers the accounting page to the accountant.
    await page.locator('#navbarAccount').click();
    await expect(page.getByRole('menuitem', { name: 'Go to accounting page' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/#/accounting');
    await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();

    await page.locator('#navbarAccount').click();
    await page.locator('#navbarLogoutButton').click();
    await loginThroughUi(page, ADMIN);
    await page.goto('/#/accounting');
    await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
    await expect(page.locator('table.order-table')).toHaveCount(0);
  });

  test('the admin opens the administration page and sees the user and feedback tables', async ({ page }) => {
    await loginThroughUi(page, ADMIN);
    await page.goto('/#/administration');
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    const users = page.locator('table.user-table');
    await expect(users).toBeVisible();
    await expect(users.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    const feedback = page.locator('table.customer-table');
    await expect(feedback).toBeVisible();
    await expect(feedback.getByRole('columnheader', { name: 'Comment' })).toBeVisible();
    await expect(feedback.getByRole('columnheader', { name: 'Rating' })).toBeVisible();
  });

  test('the admin sees who is logged in and opens a user’s details', async ({ page }) => {
    await loginThroughUi(page, ADMIN);
    await page.goto('/#/administration');
    const users = page.locator('table.user-table');
    // The admin is logged in right now, so holds a token: green.
    const admin = users.locator('.user-email').filter({ hasText: ADMIN.email });
    await expect(admin).toHaveClass(/user-active/);
    await expect(admin).toHaveCSS('color', /rgb\(\d+, 1\d\d, \d+\)/);
    // Paged at 10: all seeded users (7) or a full first page when journeys registered more.
    const rows = await users.locator('tbody tr').count();
    expect(rows).toBeGreaterThanOrEqual(7);
    expect(rows).toBeLessThanOrEqual(10);
    await users.getByRole('button', { name: `Show details of ${ADMIN.email}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.user-email')).toHaveText(ADMIN.email);
    await expect(dialog.locator('.user-created')).not.toBeEmpty();
    await expect(dialog.locator('.user-updated')).not.toBeEmpty();
  });
});

test.describe('staff and customers together', () => {
  test('the accountant delivers a customer\'s order, and every screen shows the one status before and after', async ({ browser, request }) => {
    test.setTimeout(150_000);
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    const shopper = await freshCustomer(request, SEEDED.jonas);
    await loginThroughUi(customer, shopper);
    await emptyBasket(customer);
    const orderId = await placeOrderThroughUi(customer, { search: 'zinger', name: 'Lemon Zinger' }, `Ada Orchard ${uniqueSuffix()}`);
    const accountantContext = await browser.newContext();
    const accountant = await accountantContext.newPage();
    await loginThroughUi(accountant, ACCOUNTANT);
    const row = accountant.locator(`tr.order-row[data-order-id="${orderId}"]`);

    /** The customer's history, tracking (from the history, and as the completion page links it) and accounting. */
    const expectEveryScreenToSay = async (status: string) => {
      await customer.goto('/#/order-history');
      const order = customer.locator('.order').filter({ hasText: orderId });
      await expect(order.locator('.delivery-status')).toHaveText(status);
      await order.getByRole('button', { name: 'Track Your Order' }).click();
      await expect(customer.locator('.delivery-progress [aria-current="step"]')).toHaveText(status);
      await expect(customer.locator('.delivery-state')).toHaveText(`Status: ${status}`);
      await customer.goto('/#/order-history');
      await expect(order).toBeVisible();
      await customer.goto(`/#/track-result/new?id=${orderId}`);
      await expect(customer.locator('.delivery-progress [aria-current="step"]')).toHaveText(status);
      await expect(customer.locator('.delivery-state')).toHaveText(`Status: ${status}`);
      await accountant.goto('/#/accounting');
      await expect(row.locator('.delivery-status')).toHaveText(status);
    };

    // Sent by cargo bike (5 days): more than 2 days to go is packing, wherever it is read.
    await expectEveryScreenToSay('Packing');
    await expect(customer.locator('.eta')).toHaveText('Expected delivery in 5 days');

    // The accountant marks it delivered, and everyone reads delivered; undone, packing again.
    await row.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(row.locator('.delivery-status')).toHaveText('Delivered');
    await expectEveryScreenToSay('Delivered');
    await expect(customer.locator('.eta')).toHaveCount(0);
    await row.getByRole('button', { name: 'Mark as not delivered' }).click();
    await expectEveryScreenToSay('Packing');

    await customerContext.close();
    await accountantContext.close();
  });

  test('the admin deletes a feedback, and the about page no longer shows it', async ({ page, request }) => {
    // A customer's feedback, sent through the public API with its captcha solved.
    const comment = `The kiwi cooler saved my summer (${uniqueSuffix()})`;
    const captcha = (await (await request.get('/rest/captcha/')).json()) as { captchaId: number; captcha: string };
    const sent = await request.post('/api/Feedbacks/', {
      data: { comment, rating: 4, captchaId: captcha.captchaId, captcha: String(solveArithmetic(captcha.captcha)) },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await openShop(page, '/about');
    await expect(page.locator('.slide-comment').filter({ hasText: comment })).toHaveCount(1);

    await loginThroughUi(page, ADMIN);
    await page.goto('/#/administration');
    const table = page.locator('table.customer-table');
    await expect(table).toBeVisible();
    const row = table.locator('tr.feedback-row').filter({ hasText: comment });
    const feedbackCard = page.locator('#admin-feedback');
    await expect(feedbackCard.locator('tr.feedback-row').first()).toBeVisible();
    while (!(await row.isVisible())) await feedbackCard.getByRole('button', { name: 'Next page' }).click();
    await row.getByRole('button', { name: 'Delete feedback' }).click();
    await expect(row).toHaveCount(0);

    await page.goto('/#/about');
    await expect(page.locator('.slide-comment').first()).toBeVisible();
    await expect(page.locator('.slide-comment').filter({ hasText: comment })).toHaveCount(0);
  });
});
