import { expect, test } from '@playwright/test';
import { registerByApi, loginAs, openAccountMenu } from '../support/account';
import { snackbar } from '../support/shop';
import { blockingLines, LOOKS, scan, settle, type ScanResult } from '../support/a11y';

const TREASURY = '0xd13Bc0d04Bd5958e6Bdf8A744a619b315D7e7ECb';

test('a customer creates a token wallet, saves in the Juice Vault, sends tokens and mints a collectible', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerByApi(request, 'tokens');
  await loginAs(page, customer);
  const results: ScanResult[] = [];

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Show Orders and Payment Menu' }).click();
  await page.getByRole('menuitem', { name: 'Go to token wallet page' }).click();
  await expect(page).toHaveURL(/#\/token-wallet$/);
  await expect(page.getByRole('heading', { name: 'Token Wallet', level: 1 })).toBeVisible();
  await settle(page);
  results.push(await scan(page, 'customer', 'token wallet, no wallet yet', LOOKS[0]));

  // A new wallet: twelve words, once, and the welcome tokens.
  await page.getByRole('button', { name: 'Create wallet' }).click();
  const words = page.locator('.recovery-phrase li');
  await expect(words).toHaveCount(12);
  await expect(page.locator('.recovery-phrase .airdrop')).toHaveText('Welcome! 100 PLP are already in your new wallet.');
  const phrase = (await words.allTextContents()).map((word) => word.replace(/^\d+\./, '').trim()).join(' ');
  await page.getByRole('button', { name: 'I have written them down' }).click();
  await expect(page.locator('.token-balance')).toHaveText('100 PLP');
  const address = (await page.locator('.wallet-address').textContent())!.trim();
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  // The vault: deposit 40, withdraw 15.
  await page.locator('#vaultAmount').fill('40');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(snackbar(page, '40 PLP went into the Juice Vault.')).toBeVisible();
  await expect(page.locator('.vault-credit')).toHaveText('40 PLP');
  await page.locator('#vaultAmount').fill('15');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.locator('.vault-credit')).toHaveText('25 PLP');
  await expect(page.locator('.token-balance')).toHaveText('75 PLP');
  await page.locator('#vaultAmount').fill('0');
  await expect(page.getByText('Enter a whole number of tokens from 1 to 100000.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  await page.locator('#vaultAmount').fill('');

  // Send 5 to the treasury; a bad address is refused before sending.
  await page.locator('#sendTo').fill('0x1234');
  await expect(page.getByText('An address is 0x followed by 40 hexadecimal digits.')).toBeVisible();
  await page.locator('#sendTo').fill(TREASURY);
  await page.locator('#sendAmount').fill('5');
  await page.locator('#sendButton').click();
  await expect(snackbar(page, '5 PLP sent.')).toBeVisible();
  await expect(page.locator('.token-balance')).toHaveText('70 PLP');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await settle(page);
  results.push(await scan(page, 'customer', 'token wallet', LOOKS[2]));

  // The gallery: mint the Citrus Sticker; the Honey Pot offers no mint.
  await page.getByRole('link', { name: 'Collectibles gallery' }).click();
  await expect(page).toHaveURL(/#\/nft-gallery$/);
  await expect(page.getByRole('heading', { name: 'Pulp Collectibles' })).toBeVisible();
  await expect(page.locator('.nft-honey-pot')).toContainText('Not open for minting: reserved for the team\'s partners.');
  await expect(page.locator('.nft-honey-pot .mint-button')).toHaveCount(0);
  await expect(page.locator('.nft-pulp-genesis')).toContainText('Soul-bound');
  await page.getByRole('button', { name: 'Mint for 25 PLP – Citrus Sticker' }).click();
  await expect(snackbar(page, 'Citrus Sticker is now in your wallet.')).toBeVisible();
  await expect(page.locator('.nft-citrus-sticker .nft-owners')).toContainText('yours');
  await expect(page.locator('.gallery-balance')).toHaveText('Your wallet holds 45 PLP.');
  await settle(page);
  results.push(await scan(page, 'customer', 'collectibles gallery', LOOKS[2]));

  // Unlink, and link again by the phrase: the same wallet, no second welcome.
  await page.goto('/#/token-wallet');
  await page.getByRole('button', { name: 'Unlink wallet' }).click();
  await expect(page.getByRole('button', { name: 'Create wallet' })).toBeVisible();
  await page.getByLabel('Recovery phrase').fill(phrase);
  await page.getByRole('button', { name: 'Link wallet' }).click();
  await expect(snackbar(page, 'Your wallet is linked.')).toBeVisible();
  await expect(page.locator('.wallet-address')).toHaveText(address);
  await expect(page.locator('.token-balance')).toHaveText('45 PLP');
  expect(blockingLines(results)).toEqual([]);
});

test('visitors see the gallery, and are asked to log in to mint', async ({ page }) => {
  await page.goto('/#/nft-gallery');
  await expect(page.locator('.nft-card')).toHaveCount(4);
  await expect(page.locator('.nft-pulp-genesis .nft-owners')).toContainText('0xd13B…7ECb');
  await expect(page.locator('.nft-citrus-sticker')).toContainText('To mint, you need a linked wallet:');
  await expect(page.locator('.nft-citrus-sticker').getByRole('link', { name: 'Login' })).toBeVisible();
});
