import { expect, type Page } from '@playwright/test';
import { productCards, snackbar } from './shop';

/** Searches from the top bar, as a shopper does. */
export async function searchFor(page: Page, text: string): Promise<void> {
  const search = page.locator('#searchQuery input');
  if (!(await search.isVisible())) await page.getByRole('button', { name: 'Open search' }).click();
  await search.fill(text);
  await search.press('Enter');
  await expect(page.locator('#searchValue')).toHaveText(text);
}

/** Puts a product from the current grid into the basket; the badge counts one more. */
export async function addToBasket(page: Page, name: string): Promise<void> {
  const badge = page.getByRole('button', { name: 'Show the shopping cart' }).locator('.basket-count');
  const before = Number(await badge.textContent());
  // By keyboard: earlier snackbars may cover the button at the bottom of the window.
  await productCards(page).filter({ hasText: name }).getByRole('button', { name: 'Add to Basket' }).press('Enter');
  await expect(snackbar(page, new RegExp(`(Placed|Added another) ${name} (into|to) basket\\.`)).first()).toBeVisible();
  await expect(badge).toHaveText(String(before + 1));
}

/** The basket line of a product. */
export function basketRow(page: Page, name: string) {
  return page.locator('.basket-row').filter({ hasText: name });
}

export interface AddressInput {
  country: string;
  name: string;
  mobile: string;
  zip: string;
  street: string;
  city: string;
  state?: string;
}

/** Fills the address form (placeholders of the DOM contract) and submits it. */
export async function fillAddressForm(page: Page, address: AddressInput): Promise<void> {
  const form = page.locator('#address-form');
  await form.getByPlaceholder('Please provide a country.').fill(address.country);
  await form.getByPlaceholder('Please provide a name.').fill(address.name);
  await form.getByPlaceholder('Please provide a mobile number.').fill(address.mobile);
  await form.getByPlaceholder('Please provide a ZIP code.').fill(address.zip);
  await form.locator('#address').fill(address.street);
  await form.getByPlaceholder('Please provide a city.').fill(address.city);
  if (address.state) await form.getByPlaceholder('Please provide a state.').fill(address.state);
  await form.locator('#submitButton').click();
}

/** A random 16-digit card number (its last four digits name it in the lists). */
export function cardNumber(): string {
  return `4${String(Math.floor(Math.random() * 1e15)).padStart(15, '0')}`;
}

/** Adds a card in the "Add new card" panel of the current page. */
export async function addCard(page: Page, name: string, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Add new card' }).click();
  const form = page.locator('#card-form');
  await form.getByLabel('Name on the card').fill(name);
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('combobox', { name: 'Expiry month' }).selectOption('7');
  await form.getByRole('combobox', { name: 'Expiry year' }).selectOption('2091');
  await form.locator('#submitButton').click();
  await expect(snackbar(page, `Your card ending in ${number.slice(-4)} has been saved.`)).toBeVisible();
}

/** Chooses a radio by its accessible name (the hidden input sits under Chakra's drawn control). */
export async function choose(page: Page, name: string | RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.check({ force: true });
  await expect(radio).toBeChecked();
}

/**
 * Orders one product through the shop's screens, for journeys that need an order to work
 * with: a new address and card, the cheapest delivery, no coupon. Returns the order id.
 */
export async function placeOrderThroughUi(page: Page, product: { search: string; name: string }, buyer: string): Promise<string> {
  await searchFor(page, product.search);
  await addToBasket(page, product.name);
  await page.goto('/#/address/create');
  await fillAddressForm(page, { country: 'Portugal', name: buyer, mobile: '9123456789', zip: '1100', street: 'Rua das Laranjas 7', city: 'Lisbon' });
  await expect(snackbar(page, 'Your address in Lisbon has been saved.')).toBeVisible();
  await page.goto('/#/basket');
  await page.locator('#checkoutButton').click();
  await choose(page, new RegExp(buyer));
  await page.getByRole('button', { name: 'Proceed to payment selection' }).click();
  await choose(page, 'Eco Cargo Bike');
  await page.getByRole('button', { name: 'Proceed to delivery method selection' }).click();
  const number = cardNumber();
  await addCard(page, buyer, number);
  await choose(page, `Pay with the card ending in ${number.slice(-4)}`);
  await page.getByRole('button', { name: 'Proceed to review' }).click();
  await page.getByRole('button', { name: 'Complete your purchase' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  return decodeURIComponent(/order-completion\/([^/?#]+)/.exec(page.url())![1]);
}
