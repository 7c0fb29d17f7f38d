import { expect, test } from '@playwright/test';
import { expectUncovered, loginThroughUi, logoutThroughUi, productCards, snackbar } from '../support/shop';
import { freshCustomer, SEEDED, uniqueSuffix } from '../support/customers';
import { searchFor } from '../support/checkout';

test('a review is written, edited by its author and liked by another customer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const author = await freshCustomer(request, SEEDED.demo);
  const reader = await freshCustomer(request, SEEDED.ines);
  const text = `Earthy and bold ${uniqueSuffix()}`;

  await loginThroughUi(page, author);
  await searchFor(page, 'Beet');
  await productCards(page).first().getByRole('button', { name: 'Click for more information about the product' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Expand for Reviews' }).click();
  const field = dialog.getByRole('textbox', { name: 'Text field to review a product' });
  await expect(field).toHaveAttribute('placeholder', 'What did you like or dislike?');
  const send = dialog.locator('#submitButton');
  await expect(send).toBeDisabled();
  await field.fill(text);
  await send.click();
  await expect(snackbar(page, 'Thank you! Your review has been saved.')).toBeVisible();
  // The confirmation shows over the open dialog, not behind its top edge or off the screen.
  await expectUncovered(snackbar(page, 'Thank you! Your review has been saved.'));
  const mine = dialog.locator('.review').filter({ hasText: text });
  await expect(mine.locator('.review-author')).toHaveText(author.email);

  // Only the own review can be edited, in the 500 px dialog.
  await expect(dialog.locator('.review').filter({ hasNotText: author.email }).getByRole('button', { name: 'Edit your review' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Edit your review' }).click();
  const editor = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Text field to edit a product review' }) });
  // (measured once the opening animation has settled)
  await expect.poll(async () => Math.round((await editor.boundingBox())?.width ?? 0)).toBe(500);
  const editField = editor.getByRole('textbox', { name: 'Text field to edit a product review' });
  await editField.fill('');
  await expect(editor.getByText('Please write between 1 and 160 characters.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save the changed review' })).toBeDisabled();
  await editField.fill(`${text} (edited)`);
  await editor.getByRole('button', { name: 'Save the changed review' }).click();
  await expect(snackbar(page, 'Your changes have been saved.')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(dialog.locator('.review').filter({ hasText: `${text} (edited)` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close Dialog' }).click();
  await logoutThroughUi(page);

  // Another customer likes it once.
  await loginThroughUi(page, reader);
  await searchFor(page, 'Beet');
  await productCards(page).first().getByRole('button', { name: 'Click for more information about the product' }).click();
  await dialog.getByRole('button', { name: 'Expand for Reviews' }).click();
  const review = dialog.locator('.review').filter({ hasText: `${text} (edited)` });
  await expect(review.locator('.review-likes')).toHaveText('0');
  await expect(review.getByRole('button', { name: 'Edit your review' })).toHaveCount(0);
  await review.getByRole('button', { name: 'Rate a helpful review' }).click();
  await expect(review.locator('.review-likes')).toHaveText('1');
  await expect(review.getByRole('button', { name: 'Rate a helpful review' })).toBeDisabled();
});
