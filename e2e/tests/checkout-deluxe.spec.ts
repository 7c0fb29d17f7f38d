import { expect, test } from '@playwright/test';
import { loginThroughUi, openShop, productCards, snackbar } from '../support/shop';
import { emptyBasket, freshCustomer, SEEDED, uniqueSuffix } from '../support/customers';
import { addCard, addToBasket, cardNumber, choose, searchFor } from '../support/checkout';

test('a customer becomes a deluxe member by card and sees deluxe prices everywhere', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await freshCustomer(request, SEEDED.jonas);
  await loginThroughUi(page, customer);
  await emptyBasket(page);

  // Normal prices before.
  await searchFor(page, 'Mango');
  await expect(productCards(page).locator('.price')).toHaveText('2.99¤');

  await page.goto('/#/deluxe-membership');
  await expect(page.getByRole('heading', { name: 'Deluxe Membership' })).toBeVisible();
  await expect(page.locator('.membership-cost')).toHaveText('49.00¤');
  await expect(page.locator('.deluxe-blurb')).toHaveCount(3);
  await page.getByRole('button', { name: 'Become deluxe member' }).click();

  await expect(page).toHaveURL(/#\/payment\/deluxe$/);
  await expect(page.locator('.amount-due')).toHaveText('49.00¤');
  const number = cardNumber();
  await addCard(page, `Dee Luxe ${uniqueSuffix()}`, number);
  await choose(page, `Pay with the card ending in ${number.slice(-4)}`);
  await page.getByRole('button', { name: 'Pay with the chosen card' }).click();

  await expect(snackbar(page, 'Welcome to Pulp Deluxe!')).toBeVisible();
  await expect(page).toHaveURL(/#\/deluxe-membership$/);
  await expect(page.getByText('You are a deluxe member')).toBeVisible();
  // The status call now fails: its error text replaces the button.
  await expect(page.locator('.deluxe-status-error')).toHaveText('You are already a deluxe member!');
  await expect(page.getByRole('button', { name: 'Become deluxe member' })).toHaveCount(0);
  const role = await page.evaluate(() => JSON.parse(atob(localStorage.getItem('token')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).data.role);
  expect(role).toBe('deluxe');

  // Deluxe prices in the grid, the product dialog, the basket and for delivery.
  await searchFor(page, 'Mango');
  await expect(productCards(page).locator('.price')).toHaveText('2.49¤');
  await productCards(page).first().getByRole('button', { name: 'Click for more information about the product' }).click();
  await expect(page.getByRole('dialog').locator('.item-price')).toHaveText('2.49¤');
  await page.getByRole('dialog').getByRole('button', { name: 'Close Dialog' }).click();
  await addToBasket(page, 'Mango Sunrise');
  await page.goto('/#/basket');
  await expect(page.locator('.basket-row .product-price')).toContainText('2.49¤');
  await expect(page.locator('#price')).toHaveText('Total Price: 2.49¤');
  await expect(page.getByText('Deluxe prices applied')).toBeVisible();
  await page.goto('/#/delivery-method');
  await expect(page.locator('.delivery-method').filter({ hasText: 'Standard Parcel' })).toContainText('Free');
  await emptyBasket(page);
});

test('the deluxe page is guarded, and staff are told they cannot join', async ({ page }) => {
  await openShop(page, '/deluxe-membership');
  await expect(page.getByText('Please log in to see this page.')).toBeVisible();

  await loginThroughUi(page, { email: 'ledger@pulp.shop', password: 'Bal4nce-Sheet!' });
  await page.goto('/#/deluxe-membership?testDecal=pulp-silver.svg');
  await expect(page.locator('.deluxe-status-error')).toHaveText('You are not eligible for deluxe membership!');
  await expect(page.getByRole('button', { name: 'Become deluxe member' })).toHaveCount(0);
  // A test decal from the shop's decal folder is previewed on the card.
  await expect(page.locator('.deluxe-decal')).toHaveAttribute('src', 'assets/public/images/deluxe/pulp-silver.svg');
});
