import { challengeCard, expect, open, openSideNav, test, typeRoute } from '../support/training';
import type { Page } from '@playwright/test';
import { catalogue, challengeCount, expectNotSolved, expectSolved, forgeContinueCode, type CatalogueEntry } from '../support/challenges';
import { NO_COOKIES } from '../support/cookies';
import { TUTORIAL_SCRIPTS } from '../../mf-scoreboard/src/features/hacking-instructor/scripts';

/** The catalogue's tutorials, in the order trainees meet them. */
function tutorialsInOrder(): CatalogueEntry[] {
  return catalogue()
    .filter((challenge) => challenge.tutorialOrder)
    .sort((a, b) => (a.tutorialOrder ?? 0) - (b.tutorialOrder ?? 0));
}

/** Restores solved challenges on the score board with a progress code, as a trainee who solved them elsewhere. */
async function restore(page: Page, solved: CatalogueEntry[]): Promise<void> {
  await page.locator('#restore-progress-code').fill(forgeContinueCode(solved.map((challenge) => challenge.id)));
  await page.locator('#restore-progress-button').click();
}

test.describe('the hacking instructor', () => {
  test('has a script for every tutorial challenge of the catalogue, and no script without one', () => {
    expect(Object.keys(TUTORIAL_SCRIPTS).sort()).toEqual(tutorialsInOrder().map((tutorial) => tutorial.key).sort());
  });

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
    // The other tutorials of difficulty 1 are still to do: the board stays at tier 1.
    await expect(page.locator('.tutorial-tier')).toContainText('Tutorial tier 1');
    // The side nav's entry now starts the next tutorial in order.
    const next = tutorialsInOrder()[1];
    await typeRoute(page, '/hacking-instructor');
    await expect(instructor).toContainText(`Tutorial: ${next.name}`);
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

    await page.getByRole('button', { name: 'dismiss cookie message' }).click();

    // Visiting the score board solves its tutorial. The board shows the tutorials of tier 1 alone,
    // in tutorial order, and its filters are locked.
    await page.goto(shop.route('/score-board'));
    await expect(challengeCard(page, 'scoreBoardChallenge')).toHaveClass(/\bsolved\b/);
    const tutorials = tutorialsInOrder();
    const shown = () => page.locator('.challenge-card').evaluateAll((cards) => cards.map((card) => card.id.replace(/^challenge-/, '')));
    const upTo = (difficulty: number) => tutorials.filter((tutorial) => tutorial.difficulty <= difficulty).map((tutorial) => tutorial.key);
    await expect.poll(shown).toEqual(upTo(1));
    await expect(page.locator('#reset-filters')).toBeDisabled();

    // The tutorials of tier 1 done (their progress restored from a code): those of difficulty 2 join them.
    await restore(page, tutorials.filter((tutorial) => tutorial.difficulty === 1));
    await expect(page.locator('.tutorial-tier')).toContainText('Tutorial tier 2');
    await expect.poll(shown).toEqual(upTo(2));
    await expect(page.locator('#reset-filters')).toBeDisabled();

    // Every tutorial done: every difficulty-1 challenge and the filters are available.
    await restore(page, tutorials);
    await expect(page.locator('.tutorial-tier')).toHaveCount(0);
    await expect(page.locator('.challenge-card')).toHaveCount(await challengeCount(request, shop.url, { difficulty: 1 }));
    await expect(page.locator('#reset-filters')).toBeEnabled();
  });
});
