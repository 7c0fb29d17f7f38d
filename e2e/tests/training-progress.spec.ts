import { challengeCard, closeSideNav, expect, open, openSideNav, solvedToasts, test } from '../support/training';
import { challengeState, expectNotSolved, expectSolved, forgeContinueCode, solvedAmong } from '../support/challenges';
import { OwnShop } from '../support/own-shop';
import { BANNERS_DISMISSED } from '../support/cookies';

const KEYS = ['scoreBoardChallenge', 'closeNotificationsChallenge', 'continueCodeChallenge'];
/** The socket reconnects with a back-off of up to a few seconds after a restart. */
const AFTER_RESTART = { timeout: 20_000 };

test.describe('hacking progress', () => {
  test('a trainee restarts the server and sees the progress still there', async ({ page, request, shop }) => {
    await open(page, shop, '/score-board');
    await expect(challengeCard(page, 'scoreBoardChallenge')).toHaveClass(/\bsolved\b/);
    await expect(solvedToasts(page)).toHaveCount(1);
    await solvedToasts(page).locator('#closeButton').click();

    await shop.restart();
    const notice = page.locator('.server-started-notification');
    await expect(notice).toContainText('Your hacking progress has been restored automatically.', AFTER_RESTART);
    await expectSolved(request, shop.url, 'scoreBoardChallenge');
    await notice.locator('#closeButton').click();
    await expect(notice).toBeHidden();

    // Progress lives in the data directory: after a reload it is all still there, quietly.
    await page.reload();
    await expect(challengeCard(page, 'scoreBoardChallenge')).toHaveClass(/\bsolved\b/);
    await expect(solvedToasts(page)).toHaveCount(0);
    await expect(page.locator('.server-started-notification')).toHaveCount(0);
    const nav = await openSideNav(page);
    await expect(nav.getByRole('button', { name: 'Open score-board' })).toBeVisible();
    await closeSideNav(page);
  });

  test('a trainee gets progress back from the cookie after a reset, then clears it', async ({ page, context, request, shop }) => {
    await open(page, shop, '/score-board');
    await expect(challengeCard(page, 'scoreBoardChallenge')).toHaveClass(/\bsolved\b/);
    await page.getByRole('button', { name: /^Difficulty 2:/ }).click();
    expect(await page.evaluate(() => localStorage.getItem('displayedDifficulties'))).toBe('[1,2]');

    // The shop comes back with fresh data: the continueCode cookie restores the progress.
    await shop.restart({ freshData: true });
    const notice = page.locator('.server-started-notification');
    await expect(notice).toContainText('restored automatically', AFTER_RESTART);
    await expectSolved(request, shop.url, 'scoreBoardChallenge');

    // Clear: the cookie and the saved filters go; the button asks for a restart.
    const reset = notice.getByRole('button', { name: 'Reset hacking progress' });
    await reset.click();
    await expect(notice.locator('#resetProgressButton')).toHaveText('Restart required');
    await expect(notice.locator('#resetProgressButton')).toBeDisabled();
    expect((await context.cookies()).find((cookie) => cookie.name === 'continueCode')).toBeUndefined();
    expect(await page.evaluate(() => ['displayedDifficulties', 'showSolvedChallenges', 'showDisabledChallenges', 'showOnlyTutorialChallenges', 'displayedChallengeCategories'].map((key) => localStorage.getItem(key)))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);

    // After the next reset nothing comes back.
    await shop.restart({ freshData: true });
    await expect(notice).toBeHidden(AFTER_RESTART);
    await expectNotSolved(request, shop.url, 'scoreBoardChallenge');
    await page.goto(shop.route('/search'));
    await page.reload();
    await expect(page.locator('#homeButton')).toBeVisible();
    const nav = await openSideNav(page);
    await expect(nav.getByRole('button', { name: 'Launch beginners tutorial' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Open score-board' })).toHaveCount(0);
    await closeSideNav(page);

    // A cookie the shop cannot read is reported.
    await context.addCookies([{ name: 'continueCode', value: 'not-a-progress-code', url: shop.url }]);
    await shop.restart();
    await expect(notice).toContainText('could not be restored: This progress code is not valid.', AFTER_RESTART);
  });

  test('a trainee applies a progress code on a fresh data directory and sees the same solved set', async ({ page, browser, request, shop }) => {
    await open(page, shop, '/score-board');
    await page.locator('#restore-progress-code').fill(forgeContinueCode([999]));
    await page.locator('#restore-progress-button').click();
    await expectSolved(request, shop.url, 'continueCodeChallenge');
    await page.locator('#show-progress-code').click();
    const code = await page.locator('#progress-code').inputValue();
    expect(code).toMatch(/^[a-zA-Z0-9]{40,}$/);
    const solvedHere = await solvedAmong(request, shop.url, KEYS);
    expect(solvedHere).toEqual(['continueCodeChallenge', 'scoreBoardChallenge']);

    // Another shop, in another browser (cookies ignore ports: this one would auto-restore).
    const elsewhere = await OwnShop.start();
    const otherBrowser = await browser.newContext({ storageState: BANNERS_DISMISSED });
    try {
      const other = await otherBrowser.newPage();
      await open(other, elsewhere, '/score-board');
      await expect(challengeCard(other, 'scoreBoardChallenge')).toHaveClass(/\bsolved\b/);
      await expectNotSolved(request, elsewhere.url, 'continueCodeChallenge');
      await other.locator('#restore-progress-code').fill(code);
      await other.locator('#restore-progress-button').click();
      await expect(other.locator('.snackbar').filter({ hasText: 'Challenges restored: 1' })).toBeVisible();
      const { difficulty } = await challengeState(request, elsewhere.url, 'continueCodeChallenge');
      await other.getByRole('button', { name: new RegExp(`^Difficulty ${difficulty}:`) }).click();
      await expect(challengeCard(other, 'continueCodeChallenge')).toHaveClass(/\bsolved\b/);
      expect(await solvedAmong(request, elsewhere.url, KEYS)).toEqual(solvedHere);

      // A mistyped code is refused with a clear message and changes nothing.
      await other.locator('#restore-progress-code').fill(code.slice(0, -2));
      await other.locator('#restore-progress-button').click();
      await expect(other.locator('.snackbar.error').filter({ hasText: 'This progress code is not valid.' })).toBeVisible();
      expect(await solvedAmong(request, elsewhere.url, KEYS)).toEqual(solvedHere);
    } finally {
      await otherBrowser.close();
      await elsewhere.dispose();
    }
  });
});
