import { createHmac } from 'node:crypto';
import { challengeCard, closeSideNav, expect, open, openSideNav, solvedToasts, test, typeRoute } from '../support/training';
import { challengeCount, expectNotSolved, expectSolved, forgeContinueCode } from '../support/challenges';
import { blockingLines, LOOKS, scan, settle } from '../support/a11y';

const CTF_KEY = 'pulp-training-ctf-key';
// A flag is the HMAC-SHA1 of the challenge's name, as juice-shop-ctf-cli computes it for CTF platforms.
const flagOf = (name: string) => createHmac('sha1', CTF_KEY).update(name).digest('hex');

test.describe('the score board (CTF preset: flags and countries in the notifications)', () => {
  test.use({ shopConfig: 'ctf' });

  test('a trainee finds and opens the score board', async ({ page, context, request, shop }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, shop);

    // Not in the menu yet.
    let nav = await openSideNav(page);
    await expect(nav.getByRole('button', { name: 'Go to about us page' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Open score-board' })).toHaveCount(0);
    await closeSideNav(page);
    await expectNotSolved(request, shop.url, 'scoreBoardChallenge');

    // Guessing the route finds it.
    await typeRoute(page, '/score-board');
    await expect(page.getByRole('heading', { name: 'Score Board', level: 1 })).toBeVisible();
    const toast = solvedToasts(page).filter({ hasText: 'Challenge solved: Score Board' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('.challenge-flag code')).toHaveText(flagOf('Score Board'));
    await expect(toast.locator('.challenge-country')).toContainText('Brazil');
    await expectSolved(request, shop.url, 'scoreBoardChallenge');

    const card = challengeCard(page, 'scoreBoardChallenge');
    await expect(card).toHaveClass(/\bsolved\b/);
    await expect(card.getByRole('img', { name: 'Difficulty 1 of 6' })).toBeVisible();
    await expect(challengeCard(page, 'closeNotificationsChallenge')).toHaveClass(/\bunsolved\b/);
    // The CTF preset hides hints.
    await expect(page.getByRole('button', { name: 'Show hint' })).toHaveCount(0);
    const total = await challengeCount(request, shop.url);
    await expect(page.locator('.progress-summary')).toHaveText(`1 of ${total} challenges solved`);
    await expect(page.locator('.progress-percent')).toHaveText(`${Math.round(100 / total)}%`);

    // The new progress is kept in a cookie for a year.
    const code = (await context.cookies()).find((cookie) => cookie.name === 'continueCode');
    expect(code?.value).toMatch(/^[a-zA-Z0-9]{40,}$/);
    expect(code!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    // The side nav shows the entry now (live event), and after a reload.
    nav = await openSideNav(page);
    await expect(nav.getByRole('button', { name: 'Open score-board' })).toBeVisible();
    await closeSideNav(page);
    await page.reload();
    nav = await openSideNav(page);
    await nav.getByRole('button', { name: 'Open score-board' }).click();
    await expect(page).toHaveURL(/#\/score-board$/);
    // The notification was confirmed: it is not shown again.
    await expect(challengeCard(page, 'scoreBoardChallenge')).toBeVisible();
    await expect(solvedToasts(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a trainee closes toasts one by one and all at once', async ({ page, request, shop }) => {
    await open(page, shop, '/score-board');
    await expect(solvedToasts(page)).toHaveCount(1);
    // The board has read its list again after the solve before a code is typed: in one full run
    // the typed code was gone from the field, the board having rendered anew under it.
    await settle(page);

    // A second challenge: a forged progress code for challenge #999 ("Imaginary Challenge").
    await page.locator('#restore-progress-code').fill(forgeContinueCode([999]));
    await page.locator('#restore-progress-button').click();
    await expect(solvedToasts(page).filter({ hasText: 'Imaginary Challenge' })).toBeVisible();
    await expect(solvedToasts(page)).toHaveCount(2);
    await expect(challengeCard(page, 'continueCodeChallenge')).toBeHidden(); // difficulty 6 is filtered out

    // One by one: a plain click closes one toast and solves nothing.
    await solvedToasts(page).first().locator('#closeButton').click();
    await expect(solvedToasts(page)).toHaveCount(1);
    await solvedToasts(page).first().locator('#closeButton').click();
    await expect(solvedToasts(page)).toHaveCount(0);
    await expectNotSolved(request, shop.url, 'closeNotificationsChallenge');

    // The flags again, for both: then shift-click closes them all at once.
    await page.getByRole('button', { name: /^Difficulty 6: 1 of \d+ solved/ }).click();
    for (const name of ['Score Board', 'Imaginary Challenge']) {
      await page.getByRole('button', { name: `Show the notification for ${name} again` }).click();
    }
    await expect(solvedToasts(page)).toHaveCount(2);
    await solvedToasts(page).first().locator('#closeButton').click({ modifiers: ['Shift'] });
    await expectSolved(request, shop.url, 'closeNotificationsChallenge');
    // …which solves "Mass Dispel", announced by a toast of its own.
    await expect(solvedToasts(page)).toHaveCount(1);
    await expect(solvedToasts(page)).toContainText('Mass Dispel');
    await expect(challengeCard(page, 'closeNotificationsChallenge')).toHaveClass(/\bsolved\b/);
  });
});

test.describe('the score board (default preset)', () => {
  test('a trainee reveals a challenge\'s hints one at a time; they stay revealed and pass axe-core', async ({ page, request, shop }) => {
    await open(page, shop, '/score-board');
    const card = challengeCard(page, 'localXssChallenge');
    const hints = card.locator('.challenge-hint');
    await expect(card.getByRole('button', { name: 'Show hint' })).toBeVisible();
    await expect(hints).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Read more about this weakness' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Show hint' }).click();
    await expect(hints).toHaveCount(1);
    await expect(hints.first()).toContainText('Hint 1 of 3');
    // The new hint takes the focus, so a screen reader reads it at once.
    await expect(hints.first()).toBeFocused();
    await expect(card.getByRole('link', { name: 'Read more about this weakness' })).toBeVisible();

    // The rest one at a time, in order; the button goes with the last one.
    for (const number of [2, 3]) {
      await card.getByRole('button', { name: 'Show next hint' }).click();
      await expect(hints).toHaveCount(number);
      await expect(hints.nth(number - 1)).toContainText(`Hint ${number} of 3`);
      await expect(hints.nth(number - 1)).toBeFocused();
    }
    await expect(card.getByRole('button', { name: /hint/i })).toHaveCount(0);

    // The shop remembers them (GET /api/Hints), so a reload shows them all.
    const listed = (await (await request.get(`${shop.url}/api/Hints`)).json()) as { data: { ChallengeId: number; order: number; unlocked: boolean }[] };
    const [domXss] = ((await (await request.get(`${shop.url}/api/Challenges/?key=localXssChallenge`)).json()) as { data: { id: number }[] }).data;
    expect(listed.data.filter((hint) => hint.unlocked).map((hint) => [hint.ChallengeId, hint.order])).toEqual([
      [domXss.id, 1],
      [domXss.id, 2],
      [domXss.id, 3],
    ]);
    await page.reload();
    await expect(challengeCard(page, 'localXssChallenge').locator('.challenge-hint')).toHaveCount(3);

    // A board with revealed hints passes axe-core in this look.
    await settle(page);
    expect(blockingLines([await scan(page, 'anonymous', 'score board with hints', LOOKS[0])])).toEqual([]);
  });

  test('filters persist, tiers and hints show, mitigations follow solving', async ({ page, request, shop }) => {
    await open(page, shop, '/score-board');
    await expect(challengeCard(page, 'scoreBoardChallenge')).toHaveClass(/\bsolved\b/);
    // No flags in the training preset.
    await expect(solvedToasts(page).locator('.challenge-flag')).toHaveCount(0);

    // Default: difficulty 1 only.
    await expect(page.locator('.challenge-card')).toHaveCount(await challengeCount(request, shop.url, { difficulty: 1 }));
    const six = page.getByRole('button', { name: /^Difficulty 6:/ });
    await expect(six).toHaveAttribute('aria-pressed', 'false');
    await six.click();
    await expect(challengeCard(page, 'continueCodeChallenge')).toBeVisible();
    await page.locator('#show-solved').click();
    await expect(challengeCard(page, 'scoreBoardChallenge')).toBeHidden();

    // Saved in local storage: a reload keeps them.
    expect(await page.evaluate(() => localStorage.getItem('displayedDifficulties'))).toBe('[1,6]');
    await page.reload();
    await expect(challengeCard(page, 'continueCodeChallenge')).toBeVisible();
    await expect(challengeCard(page, 'scoreBoardChallenge')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Difficulty 6:/ })).toHaveAttribute('aria-pressed', 'true');

    // Categories.
    await page.getByRole('button', { name: /^Cryptographic Issues/ }).click();
    await expect(challengeCard(page, 'continueCodeChallenge')).toBeHidden();

    // Reset all filters (dom-contract id and name).
    await expect(page.locator('#reset-filters')).toHaveAccessibleName('reset all filters');
    await page.locator('#reset-filters').click();
    await expect(challengeCard(page, 'scoreBoardChallenge')).toBeVisible();
    await expect(challengeCard(page, 'continueCodeChallenge')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('displayedDifficulties'))).toBeNull();

    // Hints on unsolved challenges, mitigations on solved ones.
    const unsolved = challengeCard(page, 'closeNotificationsChallenge');
    await unsolved.getByRole('button', { name: 'Show hint' }).click();
    await expect(unsolved.locator('.challenge-hint').first()).toContainText('modifier key');
    const solved = challengeCard(page, 'scoreBoardChallenge');
    await expect(solved.getByRole('button', { name: 'Show hint' })).toHaveCount(0);
    await solved.getByRole('button', { name: 'How to prevent this' }).click();
    await expect(solved.locator('.challenge-mitigation')).toContainText('authorisation checks');

    // The other difficulty-1 tutorials are still to do: the board is at tier 1 (its filters stay
    // free in the default preset). The chart counts by category and difficulty.
    await expect(page.locator('.tutorial-tier')).toContainText('Tutorial tier 1');
    const miscellaneousOnes = await challengeCount(request, shop.url, { difficulty: 1, category: 'Miscellaneous' });
    await expect(page.getByRole('img', { name: `Miscellaneous, difficulty 1: 1 of ${miscellaneousOnes} solved` })).toBeVisible();

    // German.
    await page.locator('#navbarLanguageButton').click();
    await page.getByRole('radio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Punkteübersicht', level: 1 })).toBeVisible();
    await expect(solved.locator('.challenge-description')).toHaveText('Finde die Punkteübersicht, die der Shop aus seinen Menüs heraushält.');
    await expect(solved.getByRole('img', { name: 'Schwierigkeit 1 von 6' })).toBeVisible();
  });
});
