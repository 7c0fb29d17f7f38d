import { expect, test } from '@playwright/test';
import { loginThroughUi, snackbar } from '../support/shop';
import { freshCustomer, SEEDED, uniqueSuffix } from '../support/customers';
import { choose, fillAddressForm } from '../support/checkout';

test('a customer manages addresses and asks for a recycling box and a pickup', async ({ page, request }) => {
  test.setTimeout(90_000);
  const customer = await freshCustomer(request, SEEDED.demo);
  await loginThroughUi(page, customer);
  const name = `Rita Cycle ${uniqueSuffix()}`;

  // Saved addresses: add, edit, and later remove one.
  await page.goto('/#/address/saved');
  await expect(page.getByRole('heading', { name: 'My saved addresses' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a new address' }).click();
  const submit = page.locator('#address-form #submitButton');
  await expect(submit).toBeDisabled();
  await page.getByPlaceholder('Please provide a mobile number.').fill('123');
  await page.getByPlaceholder('Please provide a country.').click();
  await expect(page.getByText('The mobile number must lie in the range 1000000-9999999999.')).toBeVisible();
  await fillAddressForm(page, { country: 'France', name, mobile: '612345678', zip: '75001', street: 'Rue du Jus 7', city: 'Paris' });
  await expect(snackbar(page, 'Your address in Paris has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My saved addresses' })).toBeVisible();
  const card = page.locator('.address').filter({ hasText: name });
  await card.getByRole('link', { name: `Edit the address of ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit address' })).toBeVisible();
  await expect(page.getByPlaceholder('Please provide a city.')).toHaveValue('Paris');
  await page.getByPlaceholder('Please provide a city.').fill('Lyon');
  await page.locator('#address-form #submitButton').click();
  await expect(snackbar(page, 'Your address in Lyon has been updated.')).toBeVisible();
  await expect(card).toContainText('Lyon');

  // Recycling: the pickup is only offered above 100 liters.
  await page.goto('/#/recycle');
  await expect(page.getByRole('heading', { name: 'Request Recycling Box' })).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity (liters)' });
  const request_ = page.locator('#recycleButton');
  await quantity.fill('5');
  await expect(page.getByText('The quantity must lie in the range 10-1000.')).toBeVisible();
  await quantity.fill('40');
  await choose(page, new RegExp(name));
  await expect(page.getByText('Please pick it up')).toHaveCount(0);
  await request_.click();
  await expect(snackbar(page, 'Thank you for recycling! Your recycling box is on its way.')).toBeVisible();

  await quantity.fill('250');
  await choose(page, new RegExp(name));
  await page.getByText('Please pick it up').click();
  await expect(request_).toBeDisabled();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await page.getByLabel('Pickup date').fill(day);
  await request_.click();
  await expect(snackbar(page, /We will pick up your pomace on/)).toBeVisible();

  const requests = await page.evaluate(async () => (await (await fetch('/api/Recycles', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).json()).data);
  expect(requests.slice(0, 2)).toEqual([
    expect.objectContaining({ quantity: 250, isPickup: true, pickupDate: day }),
    expect.objectContaining({ quantity: 40, isPickup: false, pickupDate: null }),
  ]);

  // Remove the address again.
  await page.goto('/#/address/saved');
  await page.locator('.address').filter({ hasText: name }).getByRole('button', { name: `Remove the address of ${name}` }).click();
  await expect(snackbar(page, 'The address has been removed.')).toBeVisible();
  await expect(page.locator('.address').filter({ hasText: name })).toHaveCount(0);
});
