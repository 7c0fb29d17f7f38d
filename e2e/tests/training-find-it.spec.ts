import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { challengeCard, expect, open, test } from '../support/training';
import { OwnShop } from '../support/own-shop';
import { BANNERS_DISMISSED } from '../support/cookies';

const KEY = 'exposedMetricsChallenge';

/** The serious and critical axe findings (WCAG 2.0/2.1 A and AA) inside the code view. */
async function blockingFindings(page: Page): Promise<string[]> {
  const scan = await new AxeBuilder({ page }).include('.find-it-dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return scan.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('coding challenges: find it, fix it', () => {
  test('a trainee opens the code of a challenge, selects a wrong line, then the right one, keeps the badge and picks the right fix, and takes both along in the coding progress codes', async ({ page, browser, request, shop }) => {
    await open(page, shop, '/score-board');
    const card = challengeCard(page, KEY);
    const header = page.locator('.coding-progress-summary');
    await expect(header).toContainText(/Coding challenges: 0 of \d+ flaws found/);
    await expect(card.locator('.coding-challenge-status')).toHaveCount(0);

    await card.getByRole('button', { name: /^Find it/ }).click();
    const dialog = page.locator('.find-it-dialog');
    const listing = dialog.getByRole('listbox', { name: /select the vulnerable lines/ });
    await expect(listing).toBeVisible();
    const line = (text: string) => listing.getByRole('option').filter({ hasText: text });
    // Line numbers count the lines as shown: no marker comment gives the answer away.
    await expect(listing).not.toContainText('vuln:');

    // Wrong: the hook that records requests. Selected by a click, judged per line.
    await line("app.addHook('onResponse'").click();
    await expect(line("app.addHook('onResponse'")).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog.locator('.find-it-result')).toContainText('Not quite yet.');
    await expect(dialog.locator('.find-it-result')).toContainText('Vulnerable lines still missing: 1');
    await expect(line("app.addHook('onResponse'")).toHaveAttribute('data-result', 'wrong');
    // A hint narrows the search without naming the line: the route is further down.
    await expect(dialog.locator('.find-it-hint')).toHaveText('Hint: look further down, below the lines you selected.');

    expect(await blockingFindings(page)).toEqual([]);

    // Right, by keyboard: Space takes the wrong line back, the arrow keys move to the route, Space selects it.
    await line("app.addHook('onResponse'").focus();
    await page.keyboard.press('Space');
    await expect(line("app.addHook('onResponse'")).toHaveAttribute('aria-selected', 'false');
    const target = await line("app.get('/metrics'").getAttribute('data-line');
    const from = await line("app.addHook('onResponse'").getAttribute('data-line');
    for (let step = Number(from); step < Number(target); step += 1) await page.keyboard.press('ArrowDown');
    await expect(line("app.get('/metrics'")).toBeFocused();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog.locator('.find-it-result')).toContainText('Right: these are the vulnerable lines.');
    await expect(line("app.get('/metrics'")).toHaveAttribute('data-result', 'right');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card.locator('.coding-challenge-status')).toHaveText('Flaw found');
    await expect(header).toContainText(/Coding challenges: 1 of \d+ flaws found/);

    // Stored with the challenge: after a reload the badge is still there and the code view shows the answer.
    await page.reload();
    await expect(challengeCard(page, KEY).locator('.coding-challenge-status')).toHaveText('Flaw found');
    await challengeCard(page, KEY).getByRole('button', { name: /^Find it/ }).click();
    await expect(line("app.get('/metrics'")).toHaveAttribute('data-result', 'right');

    // Fix it: a wrong fix is explained, the right one raises the badge.
    const fixIt = dialog.locator('.fix-it');
    await fixIt.getByRole('radio', { name: 'Fix 2' }).check();
    await fixIt.getByRole('button', { name: 'Submit fix' }).click();
    await expect(fixIt.locator('.fix-it-result')).toContainText('Not this one.');
    await expect(fixIt.locator('.fix-it-result')).toContainText('robots.txt');
    await fixIt.getByRole('radio', { name: 'Fix 3' }).check();
    await fixIt.getByRole('button', { name: 'Submit fix' }).click();
    await expect(fixIt.locator('.fix-it-result')).toContainText('Right: this change fixes the flaw.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(challengeCard(page, KEY).locator('.coding-challenge-status')).toHaveText('Flaw fixed');

    // The coding progress travels in codes of its own (GET /rest/continue-code-findIt and -fixIt):
    // a shop on a fresh data directory takes them and shows the same badge.
    const phases = ['findIt', 'fixIt'] as const;
    const codes = await Promise.all(
      phases.map(async (phase) => ((await (await request.get(`${shop.url}/rest/continue-code-${phase}`)).json()) as { continueCode: string }).continueCode),
    );
    const elsewhere = await OwnShop.start();
    const otherContext = await browser.newContext({ storageState: BANNERS_DISMISSED });
    try {
      const other = await otherContext.newPage();
      await open(other, elsewhere, '/score-board');
      await expect(challengeCard(other, KEY)).toBeVisible();
      await expect(challengeCard(other, KEY).locator('.coding-challenge-status')).toHaveCount(0);
      for (const [index, phase] of phases.entries()) {
        const applied = await request.put(`${elsewhere.url}/rest/continue-code-${phase}/apply/${codes[index]}`);
        expect(applied.status()).toBe(200);
        expect(await applied.json()).toMatchObject({ status: 'success', restored: 1 });
      }
      await other.reload();
      await expect(challengeCard(other, KEY).locator('.coding-challenge-status')).toHaveText('Flaw fixed');
      await expect(other.locator('.coding-progress-summary')).toContainText(/Coding challenges: 1 of \d+ flaws found/);
    } finally {
      await otherContext.close();
      await elsewhere.dispose();
    }
  });

  test('the code view with its results and fixes is axe clean in dark mode on a phone', async ({ page, shop }) => {
    await page.context().addInitScript(() => window.localStorage.setItem('colorMode', 'dark'));
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, shop, '/score-board');
    await challengeCard(page, KEY).getByRole('button', { name: /^Find it/ }).click();
    const dialog = page.locator('.find-it-dialog');
    const line = (text: string) => dialog.getByRole('option').filter({ hasText: text });
    await line('const solves').click();
    await line("app.get('/metrics'").click();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(line('const solves')).toHaveAttribute('data-result', 'wrong');
    expect(await blockingFindings(page)).toEqual([]);
    await line('const solves').click();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog.locator('.fix-it').getByRole('radio', { name: 'Fix 1' }).check();
    await dialog.getByRole('button', { name: 'Submit fix' }).click();
    await expect(dialog.locator('.fix-it-result')).toContainText('Not this one.');
    expect(await blockingFindings(page)).toEqual([]);
  });
});

test.describe('coding challenges: long lines', () => {
  test('wrap in the code view and in the fix options at 1280 px: nothing is cut off or needs scrolling sideways, and the view stays axe clean', async ({ page, shop }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The challenge is a 4-star one: the board shows that difficulty.
    await page.context().addInitScript(() => window.localStorage.setItem('displayedDifficulties', '[4]'));
    await open(page, shop, '/score-board');
    // The leaked review is one line of some 330 characters.
    await challengeCard(page, 'dlpPastebinDataLeakChallenge').getByRole('button', { name: /^Find it/ }).click();
    const dialog = page.locator('.find-it-dialog');
    const longLine = dialog.getByRole('option').filter({ hasText: 'Lab report' });
    await expect(longLine).toBeVisible();
    /** Elements whose content is wider than their box (cut off, or only to be seen by scrolling). */
    const overflowing = (selector: string) =>
      dialog.locator(selector).evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => (element.textContent ?? '').slice(0, 60)));
    expect(await overflowing('.code-listing, .code-line, .code-line-text')).toEqual([]);
    // The whole line is inside the dialog's visible width.
    const [lineBox, dialogBox] = await Promise.all([longLine.boundingBox(), dialog.boundingBox()]);
    expect(lineBox!.x + lineBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    expect(lineBox!.height).toBeGreaterThan(40);

    await longLine.click();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog.locator('.find-it-result')).toContainText('Right: these are the vulnerable lines.');
    await expect(dialog.locator('.fix-it-option').first()).toBeVisible();
    expect(await overflowing('.fix-it-diff, .fix-it-diff > span')).toEqual([]);
    expect(await blockingFindings(page)).toEqual([]);
  });
});
