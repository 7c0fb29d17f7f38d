import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi, snackbar } from '../support/shop';
import { emptyBasket, freshCustomer, SEEDED, uniqueSuffix } from '../support/customers';
import { addCard, addToBasket, cardNumber, choose, fillAddressForm, searchFor } from '../support/checkout';

/** The balance the wallet page shows. */
async function balance(page: Page): Promise<number> {
  await page.goto('/#/wallet');
  const shown = page.locator('.wallet-card .wallet-balance');
  await expect(shown).toHaveText(/^\d+\.\d{2}¤$/);
  return Number((await shown.textContent())!.replace('¤', ''));
}

test('a customer tops up the wallet with a card and pays an order from it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await freshCustomer(request, SEEDED.ines);
  await loginThroughUi(page, customer);
  await emptyBasket(page);
  const suffix = uniqueSuffix();

  // A card first, on the saved payment methods page.
  await page.goto('/#/saved-payment-methods');
  await expect(page.getByRole('heading', { name: 'My Payment Options' })).toBeVisible();
  const number = cardNumber();
  await addCard(page, `Wally ${suffix}`, number);
  await expect(page.locator('.card-row').filter({ hasText: `************${number.slice(-4)}` })).toBeVisible();

  // Top up 100 through payment/wallet.
  const before = await balance(page);
  const amount = page.getByPlaceholder('Enter an amount');
  const toPayment = page.getByRole('button', { name: 'Button to continue to payment' });
  await amount.fill('5');
  await expect(page.getByText('The amount must lie between 10 and 1000.')).toBeVisible();
  await expect(toPayment).toBeDisabled();
  await amount.fill('100');
  await toPayment.click();
  await expect(page).toHaveURL(/#\/payment\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Top up your wallet' })).toBeVisible();
  await expect(page.locator('.amount-due')).toHaveText('100.00¤');
  // The wallet cannot pay its own top-up.
  await expect(page.locator('.wallet-panel')).toHaveCount(0);
  await choose(page, `Pay with the card ending in ${number.slice(-4)}`);
  await page.getByRole('button', { name: 'Pay with the chosen card' }).click();
  await expect(snackbar(page, 'Your wallet has been topped up.')).toBeVisible();
  await expect(page).toHaveURL(/#\/wallet$/);
  await expect(page.locator('.wallet-card .wallet-balance')).toHaveText(`${(before + 100).toFixed(2)}¤`);

  // An order paid from the wallet: 2 × Ginger Shot Sixpack (7.99) + express (4.99) = 20.97.
  await searchFor(page, 'Ginger');
  await addToBasket(page, 'Ginger Shot Sixpack');
  await addToBasket(page, 'Ginger Shot Sixpack');
  await page.goto('/#/basket');
  await expect(page.locator('#price')).toHaveText('Total Price: 15.98¤');
  await page.locator('#checkoutButton').click();
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await fillAddressForm(page, { country: 'Netherlands', name: `Wally ${suffix}`, mobile: '612345678', zip: '1011AB', street: 'Sapstraat 5', city: 'Amsterdam' });
  await choose(page, new RegExp(`Wally ${suffix}`));
  await page.getByRole('button', { name: 'Proceed to payment selection' }).click();
  await choose(page, 'Express Courier');
  await page.getByRole('button', { name: 'Proceed to delivery method selection' }).click();
  await expect(page.locator('.amount-due')).toHaveText('20.97¤');
  await expect(page.locator('.wallet-panel .wallet-balance')).toHaveText(`${(before + 100).toFixed(2)}¤`);
  await page.getByRole('button', { name: 'Pay with the wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.locator('.payment-method')).toContainText('Digital wallet');
  await page.getByRole('button', { name: 'Complete your purchase' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.locator('.order-total')).toHaveText('20.97¤');

  expect(await balance(page)).toBeCloseTo(before + 100 - 20.97, 2);
});

test('the wallet cannot pay more than its balance', async ({ page, request }) => {
  const customer = await freshCustomer(request, SEEDED.ines);
  await loginThroughUi(page, customer);
  await emptyBasket(page);
  const wallet = await balance(page);
  await searchFor(page, 'Cleanse');
  // Enough cleanses to exceed what the wallet holds.
  const needed = Math.min(12, Math.floor(wallet / 59.99) + 1);
  for (let count = 0; count < needed; count += 1) await addToBasket(page, 'Three-Day Juice Cleanse');
  await page.goto('/#/basket');
  await page.locator('#checkoutButton').click();
  await page.getByRole('link', { name: 'Add a new address' }).click();
  const name = `Broke ${uniqueSuffix()}`;
  await fillAddressForm(page, { country: 'Italy', name, mobile: '3123456789', zip: '00100', street: 'Via Arancia 1', city: 'Rome' });
  await choose(page, new RegExp(name));
  await page.getByRole('button', { name: 'Proceed to payment selection' }).click();
  await choose(page, 'Eco Cargo Bike');
  await page.getByRole('button', { name: 'Proceed to delivery method selection' }).click();
  await expect(page.locator('.amount-due')).not.toHaveText('…');
  await expect(page.getByRole('button', { name: 'Pay with the wallet' })).toBeDisabled();
  await expect(page.locator('.wallet-too-low')).toHaveText('Your balance does not cover this amount.');
  await emptyBasket(page);
});
