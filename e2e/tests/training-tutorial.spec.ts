import { challengeCard, expect, open, openSideNav, test, typeRoute } from '../support/training';
import { challengesWhere, expectNotSolved, expectSolved } from '../support/challenges';
import { NO_COOKIES } from '../support/cookies';

test.describe('the hacking instructor', () => {
  test('a trainee completes the score-board tutorial with the instructor', async ({ page, request, shop }) => {
    await open(page, shop);
    const nav = await openSideNav(page);
    await nav.getByRole('button', { name: 'Launch beginners tutorial' }).click();
    await expect(page).toHaveURL(/#\/hacking-instructor$/);

    const instructor = page.locator('.hacking-instructor');
    await expect(instructor).toContainText("Hi, I'm Pip");
    await expect(instructor).toContainText('Step 1 of 6');
    await instructor.getByRole('button', { name: 'Next' }).click();

    // Step 2 points at the menu button and waits for the click.
    await expect(instructor).toContainText('Open the side menu');
    await expect(page.locator('.instructor-highlight')).toBeVisible();
    await page.locator('#sidenavButton').click();

    // Step 3 waits until the menu is closed again.
    await expect(instructor).toContainText('no score board');
    await page.keyboard.press('Escape');
    await expect(page.locator('#sidenav')).toBeHidden();

    await expect(instructor).toContainText('Every page of this shop has an address');
    await instructor.getByRole('button', { name: 'Next' }).click();

    // Step 5 waits for the challenge: the trainee guesses the route.
    await expect(instructor).toContainText('Time to guess');
    await expectNotSolved(request, shop.url, 'scoreBoardChallenge');
    await typeRoute(page, '/score-board');

    await expect(instructor).toContainText('You found it!');
    await expect(instructor).toContainText('Step 6 of 6');
    await expect(challengeCard(page, 'scoreBoardChallenge')).toHaveClass(/\bsolved\b/);
    await expectSolved(request, shop.url, 'scoreBoardChallenge');
    await instructor.getByRole('button', { name: 'Finish' }).click();
    await expect(instructor).toBeHidden();
    // Every tutorial is done: no tier banner any more.
    await expect(page.locator('.tutorial-tier')).toHaveCount(0);
  });

  test('a score-board card starts its tutorial, which can be skipped', async ({ page, shop }) => {
    await open(page, shop, '/hacking-instructor?challenge=Score%20Board');
    const instructor = page.locator('.hacking-instructor');
    await expect(instructor).toContainText('Tutorial: Score Board');
    await instructor.getByRole('button', { name: 'Skip tutorial' }).click();
    await expect(instructor).toBeHidden();
  });
});

test.describe('tutorials first (tutorial preset)', () => {
  test.use({ shopConfig: 'tutorial', storageState: NO_COOKIES });

  test('the welcome banner only leads into the tutorial; the score board opens up once the tutorials are done', async ({ page, request, shop }) => {
    await page.goto(shop.route('/search'));
    const banner = page.getByRole('dialog').filter({ hasText: 'Welcome to Pulp!' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Close Welcome Banner' })).toHaveCount(0);
    // Neither Escape nor a click outside closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 700);
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Start the tutorial' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('.hacking-instructor')).toContainText("Hi, I'm Pip");
    await page.locator('.hacking-instructor').getByRole('button', { name: 'Skip tutorial' }).click();

    // Visiting the score board solves the only tutorial: every difficulty-1 challenge and the filters are available.
    await page.goto(shop.route('/score-board'));
    await expect(challengeCard(page, 'scoreBoardChallenge')).toHaveClass(/\bsolved\b/);
    await expect(page.locator('.challenge-card')).toHaveCount((await challengesWhere(request, shop.url, { difficulty: 1 })).length);
    await expect(page.locator('#reset-filters')).toBeEnabled();
  });
});
