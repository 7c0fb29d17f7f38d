import { expect, test } from '@playwright/test';
import { loginThroughUi } from '../support/shop';
import { emptyBasket, freshCustomer, SEEDED } from '../support/customers';
import { addToBasket, basketRow, searchFor } from '../support/checkout';

test('basket and coupon errors show the right messages', async ({ page, request }) => {
  const customer = await freshCustomer(request, SEEDED.demo);
  await loginThroughUi(page, customer);
  await emptyBasket(page);

  // The ginger shots are limited to 5 per customer: the server's refusal shows as an error snackbar.
  await searchFor(page, 'Ginger');
  await addToBasket(page, 'Ginger Shot Sixpack');
  await page.goto('/#/basket');
  const row = basketRow(page, 'Ginger Shot Sixpack');
  for (let quantity = 2; quantity <= 5; quantity += 1) {
    await row.getByRole('button', { name: 'Add one more Ginger Shot Sixpack' }).click();
    await expect(row.locator('.quantity')).toHaveText(String(quantity));
  }
  await row.getByRole('button', { name: 'Add one more Ginger Shot Sixpack' }).click();
  await expect(page.locator('.snackbar.error')).toHaveText('You can order only up to 5 items of this product.');
  await expect(row.locator('.quantity')).toHaveText('5');

  // A campaign coupon on the wrong day, a code the server does not know, a code of the wrong length.
  await page.locator('#collapseCouponElement').click();
  const coupon = page.locator('#coupon');
  await coupon.fill('WMNSDY2022');
  await page.locator('#applyCouponButton').click();
  await expect(page.locator('.coupon-panel .error')).toHaveText('This coupon is not valid.');
  await coupon.fill('50AAAAAAAA');
  await page.locator('#applyCouponButton').click();
  await expect(page.locator('.coupon-panel .error')).toHaveText('Invalid coupon.');
  await coupon.fill('SHORT');
  await expect(page.locator('#applyCouponButton')).toBeDisabled();

  // Removing the line empties the basket and disables checkout.
  await row.getByRole('button', { name: 'Remove Ginger Shot Sixpack from the basket' }).click();
  await expect(page.getByText('Your basket is empty')).toBeVisible();
  await expect(page.locator('#checkoutButton')).toBeDisabled();
});

test('checkout pages ask visitors to log in, and address pages are guarded', async ({ page }) => {
  await page.goto('/#/basket');
  await expect(page.getByText('Please log in first')).toBeVisible();
  await page.goto('/#/order-history');
  await expect(page.getByText('Please log in first')).toBeVisible();
  await page.goto('/#/address/select');
  await expect(page.getByText('Please log in to see this page.')).toBeVisible();
});
