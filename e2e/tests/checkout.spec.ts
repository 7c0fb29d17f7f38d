import { expect, test } from '@playwright/test';
import { loginThroughUi, snackbar } from '../support/shop';
import { emptyBasket, freshCustomer, SEEDED, uniqueSuffix } from '../support/customers';
import { addCard, addToBasket, basketRow, cardNumber, choose, fillAddressForm, searchFor } from '../support/checkout';

// A 10 % coupon valid until 2099, listed for trainers in server/TRAINERS.md.
const COUPON = '100XBCGVR5';

test('a customer searches, fills the basket, checks out with a new address, card and coupon, and tracks the order', async ({ page, request }) => {
  test.setTimeout(150_000);
  const customer = await freshCustomer(request, SEEDED.demo);
  const suffix = uniqueSuffix();
  // What the browser says about the pages' inputs (a number input given "NaN" complains).
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await loginThroughUi(page, customer);
  await emptyBasket(page);

  // Search and add three products.
  await searchFor(page, 'Pulp');
  for (const name of ['Pulp Hoodie', 'Pulp Mug', 'Pulp T-Shirt']) await addToBasket(page, name);
  const badge = page.getByRole('button', { name: 'Show the shopping cart' }).locator('.basket-count');
  await expect(badge).toHaveText('3');

  // Change quantities in the basket: mug to 2, t-shirt up to 3 and back to 2.
  await page.getByRole('button', { name: 'Show the shopping cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your Basket' })).toBeVisible();
  await expect(page.locator('.basket-row')).toHaveCount(3);
  await basketRow(page, 'Pulp Mug').getByRole('button', { name: 'Add one more Pulp Mug' }).click();
  await expect(basketRow(page, 'Pulp Mug').locator('.quantity')).toHaveText('2');
  const shirt = basketRow(page, 'Pulp T-Shirt');
  await shirt.getByRole('button', { name: 'Add one more Pulp T-Shirt' }).click();
  await expect(shirt.locator('.quantity')).toHaveText('2');
  await shirt.getByRole('button', { name: 'Add one more Pulp T-Shirt' }).click();
  await expect(shirt.locator('.quantity')).toHaveText('3');
  await shirt.getByRole('button', { name: 'Remove one Pulp T-Shirt' }).click();
  await expect(shirt.locator('.quantity')).toHaveText('2');
  // The hoodie's "−" cannot go below 1.
  await expect(basketRow(page, 'Pulp Hoodie').getByRole('button', { name: 'Remove one Pulp Hoodie' })).toBeDisabled();
  // 44.99 + 2 × 9.99 + 2 × 19.99
  await expect(page.locator('#price')).toHaveText('Total Price: 104.95¤');
  await expect(page.locator('.hint')).toContainText('10 bonus points');
  await expect(badge).toHaveText('5');
  await page.locator('#checkoutButton').click();

  // A new address, then choose it.
  await expect(page.getByRole('heading', { name: 'Select an address' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a new address' }).click();
  const name = `Kim Kale ${suffix}`;
  await fillAddressForm(page, { country: 'Germany', name, mobile: '1761234567', zip: '80331', street: 'Fruchtgasse 12', city: 'Munich', state: 'Bavaria' });
  await expect(snackbar(page, 'Your address in Munich has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select an address' })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Proceed to payment selection' });
  await expect(proceed).toBeDisabled();
  await choose(page, new RegExp(name));
  await proceed.click();

  // Delivery: continue stays disabled until a method is chosen.
  const toPayment = page.getByRole('button', { name: 'Proceed to delivery method selection' });
  await expect(toPayment).toBeDisabled();
  await choose(page, 'Standard Parcel');
  await toPayment.click();

  // Payment: a new card, a coupon, then continue. The card number is a text field with the
  // number pad, no spinner; the mobile number was one too.
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const number = cardNumber();
  await addCard(page, name, number);
  await page.getByRole('button', { name: 'Add new card' }).click();
  const cardField = page.locator('#card-form').getByRole('textbox', { name: 'Card number' });
  await expect(cardField).toHaveAttribute('inputmode', 'numeric');
  await expect(cardField).toHaveValue('');
  await page.getByRole('button', { name: 'Add new card' }).click();
  expect(warnings.filter((warning) => /cannot be parsed|NaN/.test(warning))).toEqual([]);
  const toReview = page.getByRole('button', { name: 'Proceed to review' });
  await expect(toReview).toBeDisabled();
  await choose(page, `Pay with the card ending in ${number.slice(-4)}`);
  await page.locator('#collapseCouponElement').click();
  await page.locator('#coupon').fill(COUPON);
  await page.locator('#applyCouponButton').click();
  await expect(page.getByText('Your discount of 10% is taken off the items at checkout.')).toBeVisible();
  // 104.95 + 1.99 − 10.50 (10 % of 104.95, rounded half up)
  await expect(page.locator('.amount-due')).toHaveText('96.44¤');
  await toReview.click();

  // Summary, then place the order.
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.locator('.delivery-address')).toContainText(name);
  await expect(page.locator('.payment-method')).toContainText(`************${number.slice(-4)}`);
  await expect(page.locator('.promotion')).toContainText('10.50¤');
  await expect(page.locator('.order-total')).toHaveText('96.44¤');
  await expect(page.locator('.bonus')).toContainText('10 bonus points');
  await page.getByRole('button', { name: 'Complete your purchase' }).click();

  // Completion: thanks, address, ETA, items, tweet, PDF.
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  const orderId = decodeURIComponent(/order-completion\/([^/?#]+)/.exec(page.url())![1]);
  expect(orderId).toMatch(/^[0-9a-f]{4}-[0-9a-f]{16}$/);
  await expect(page.locator('.delivery-address')).toContainText('Fruchtgasse 12');
  await expect(page.locator('.eta')).toHaveText('Expected delivery in 3 days.');
  await expect(page.locator('.order-items tbody tr')).toHaveCount(3);
  await expect(page.locator('.order-total')).toHaveText('96.44¤');
  const tweet = await page.locator('.tweet-link').getAttribute('data-tweet');
  expect(tweet!.length).toBeLessThanOrEqual(140);
  expect(tweet).toContain('Pulp Hoodie');
  await expect(page.locator('.tweet-link')).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?text=/);
  await expect(page.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', `#/track-result/new?id=${orderId}`);
  const pdfHref = await page.getByRole('link', { name: 'Print order confirmation' }).getAttribute('href');
  const pdf = await page.request.get(new URL(pdfHref!, page.url()).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(orderId);

  // The checkout's choices are forgotten and the badge is empty.
  await expect(badge).toHaveText('0');
  const stored = await page.evaluate(() => ['paymentId', 'addressId', 'deliveryMethodId', 'couponDetails', 'couponDiscount'].map((key) => sessionStorage.getItem(key)));
  expect(stored).toEqual([null, null, null, null, null]);

  // The new-order tracking link: the order's one status (standard parcels take 3 days: more
  // than 2 means it is being packed), as the history and accounting show it too.
  await page.getByRole('link', { name: 'Track order' }).click();
  await expect(page.locator('.delivery-progress [aria-current="step"]')).toHaveAttribute('data-state', 'Packing');

  // Order history, newest first, then tracking.
  // (Opened by its address: the account menu of the shell opens behind the top bar at this width.)
  await page.goto('/#/order-history');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  const order = page.locator('.order').first();
  await expect(order.locator('.order-id')).toHaveText(`#${orderId}`);
  await expect(order.locator('.order-total')).toHaveText('96.44¤');
  await expect(order.locator('.delivery-status')).toHaveText('Packing');
  await expect(order.getByRole('link', { name: 'Print order confirmation' })).toHaveAttribute('href', `./ftp/order_${orderId}.pdf`);
  await order.getByRole('button', { name: 'Track Your Order' }).click();
  await expect(page).toHaveURL(new RegExp(`#/track-result\\?id=${orderId}$`));
  await expect(page.locator('.track-order-id')).toHaveText(`#${orderId}`);
  // Standard parcels take 3 days: more than 2 means the order is being packed.
  await expect(page.locator('.delivery-progress [aria-current="step"]')).toHaveAttribute('data-state', 'Packing');
  await expect(page.locator('.eta')).toHaveText('Expected delivery in 3 days');
});

test('a customer writes a review from the order history', async ({ page, request }) => {
  const customer = await freshCustomer(request, SEEDED.demo);
  await loginThroughUi(page, customer);
  await emptyBasket(page);
  await searchFor(page, 'Zinger');
  await addToBasket(page, 'Lemon Zinger');
  // Place the order through the API-backed pages quickly: the seeded or a new address and card.
  await page.goto('/#/address/create');
  await fillAddressForm(page, { country: 'Austria', name: 'Rev Iewer', mobile: '6641234567', zip: '1010', street: 'Saftgasse 1', city: 'Vienna' });
  await expect(snackbar(page, 'Your address in Vienna has been saved.')).toBeVisible();
  await page.goto('/#/basket');
  await page.locator('#checkoutButton').click();
  await choose(page, /Rev Iewer/);
  await page.getByRole('button', { name: 'Proceed to payment selection' }).click();
  await choose(page, 'Eco Cargo Bike');
  await page.getByRole('button', { name: 'Proceed to delivery method selection' }).click();
  const number = cardNumber();
  await addCard(page, 'Rev Iewer', number);
  await choose(page, `Pay with the card ending in ${number.slice(-4)}`);
  await page.getByRole('button', { name: 'Proceed to review' }).click();
  await page.getByRole('button', { name: 'Complete your purchase' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();

  await page.goto('/#/order-history');
  await page.locator('.order').first().getByRole('button', { name: 'Write a review for Lemon Zinger' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Lemon Zinger' })).toBeVisible();
  await expect(dialog.locator('.item-price')).toHaveText('1.49¤');
  await expect(dialog.locator('.review-points')).toContainText('0 bonus points');
  const send = dialog.getByRole('button', { name: 'Send the review' });
  await expect(send).toBeDisabled();
  const text = `Zingy and fresh ${uniqueSuffix()}`;
  await dialog.getByRole('textbox', { name: 'Text field to review a product' }).fill(text);
  await send.click();
  await expect(snackbar(page, 'Thank you! Your review has been saved.')).toBeVisible();
  const reviews = await request.get('/rest/products/6/reviews');
  expect(((await reviews.json()).data as { message: string; author: string }[]).find((review) => review.message === text)?.author).toBe(customer.email);
});
