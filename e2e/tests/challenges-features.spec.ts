import { expectNotSolved } from '../support/challenges';
import { exploitInBrowser } from '../support/hardened';
import { blockingLines, LOOKS, scan, settle } from '../support/a11y';
import { snackbar, startPagesLoggedIn } from '../support/shop';
import { pageApi } from '../support/customers';
import { expect, open, test } from '../support/training';

const JONAS = { email: 'jonas@pulp.shop', password: 'pa55word' };

/**
 * Batch 6 in the browser: the contract editor reports being opened over the socket (Web3
 * Sandbox), and Wallet Depletion through the shop's own screens: a contract written and
 * deployed in the editor, then used from the token wallet. The server's solver tests are in
 * server/test/challenges/features.test.ts. Each journey runs on a shop of its own (in the
 * hardened project too, where the editor is guarded for administrators and the vault refuses
 * the drain).
 */
test('Web3 Sandbox: the contract editor that no menu links to solves it when opened', async ({ page, request, shop, hardened }, testInfo) => {
  await open(page, shop, '/token-wallet');
  await open(page, shop, '/nft-gallery');
  await expect(page.locator('.nft-card')).toHaveCount(4);
  await expectNotSolved(request, shop.url, 'web3SandboxChallenge');
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'web3SandboxChallenge', async () => {
    // Typed into the address bar: a fresh load of the shop at the route main.js lists.
    await page.goto('about:blank');
    await page.goto(shop.route('/web3-sandbox'));
    await expect(page.getByRole('heading', { name: 'Contract Editor' })).toBeVisible({ timeout: hardened ? 3000 : undefined });
  });
  if (hardened) {
    // Hardened: the route is guarded for administrators; a visitor gets the 403 page in place.
    await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
    await expect(page.getByText('You are not allowed to access this page.')).toBeVisible();
  }
});

test('Wallet Depletion: an auto-saver deployed from the editor behaves; a contract that withdraws on receipt drains the vault', async ({ page, request, shop, hardened }, testInfo) => {
  test.setTimeout(120_000);
  await startPagesLoggedIn(page, shop.url, JONAS);
  await open(page, shop, '/token-wallet');
  await page.getByRole('button', { name: 'Create wallet' }).click();
  await page.getByRole('button', { name: 'I have written them down' }).click();
  await expect(page.locator('.token-balance')).toHaveText('100 PLP');

  // Hardened, the contract editor is for administrators only: the customer deploys the same
  // contract, compiled, through the token wallet's API.
  const deploy = async (source: string, compiled: { name: string; onReceive: object[] }) => {
    if (hardened) return (await pageApi<{ data: { address: string } }>(page, 'POST', '/rest/web3/contracts', compiled)).data.address;
    await page.goto(shop.route('/web3-sandbox'));
    await page.getByLabel('Contract source').fill(source);
    await page.getByRole('button', { name: 'Compile' }).click();
    await expect(page.locator('#compiledContract')).toBeVisible();
    await page.getByRole('button', { name: 'Deploy' }).click();
    return (await page.locator('.deployed-address').textContent())!.trim();
  };

  if (hardened) {
    await page.goto(shop.route('/web3-sandbox'));
    await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
  } else {
    // A mistake first: the editor names the line.
    await page.goto(shop.route('/web3-sandbox'));
    await page.getByLabel('Contract source').fill('contract Oops {\n  on receive(amount) {\n    vault.burn(amount);\n  }\n}');
    await page.getByRole('button', { name: 'Compile' }).click();
    await expect(page.locator('.compile-error')).toHaveText('Line 3: vault.burn is not a step a contract can take.');
    await expect(page.getByRole('button', { name: 'Deploy' })).toBeDisabled();
    await settle(page);
    expect(blockingLines([await scan(page, 'customer', 'contract editor', LOOKS[0])])).toEqual([]);
  }

  // Honest: the example saves whatever arrives.
  const saver = await deploy('contract AutoSaver {\n  on receive(amount) {\n    vault.deposit(amount);\n  }\n}', { name: 'AutoSaver', onReceive: [{ action: 'deposit', amount: 'amount' }] });
  await page.goto(shop.route('/token-wallet'));
  await page.locator('#sendTo').fill(saver);
  await page.locator('#sendAmount').fill('20');
  await page.locator('#sendButton').click();
  await expect(snackbar(page, '20 PLP sent.')).toBeVisible();
  await expect(page.locator('.contract-row').filter({ hasText: 'AutoSaver' })).toContainText('0 PLP, 20 PLP in the vault');
  await expectNotSolved(request, shop.url, 'web3WalletChallenge');

  // The attack: a contract that withdraws again whenever the vault pays it.
  const thief = await deploy('contract Refill {\n  on receive(amount) {\n    vault.withdraw(amount);\n  }\n}', { name: 'Refill', onReceive: [{ action: 'withdraw', amount: 'amount' }] });
  await page.goto(shop.route('/token-wallet'));
  await page.locator('#sendTo').fill(thief);
  await page.locator('#sendAmount').fill('10');
  await page.locator('#sendButton').click();
  await expect(snackbar(page, '10 PLP sent.')).toBeVisible();
  const refill = page.locator('.contract-row').filter({ hasText: 'Refill' });
  await expect(refill).toContainText('10 PLP, 0 PLP in the vault');
  await page.locator('#vaultAccount').selectOption(thief);
  await page.locator('#vaultAmount').fill('10');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(refill).toContainText('0 PLP, 10 PLP in the vault');
  await exploitInBrowser({ page, request, shop, hardened, project: testInfo.project.name, file: testInfo.file }, 'web3WalletChallenge', async () => {
    await page.locator('#vaultAmount').fill('10');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(refill).toContainText('90 PLP, 0 PLP in the vault', { timeout: hardened ? 3000 : undefined });
  });
  if (hardened) {
    // Booked before it is paid: one payout of 10, the hook's second withdrawal refused.
    await expect(refill).toContainText('10 PLP, 0 PLP in the vault');
  }
});
