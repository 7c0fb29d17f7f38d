import { expect, test } from '../support/training';
import { expectNotSolved, expectSolved } from '../support/challenges';
import { Instructor, NARROW_DARK, searchFor, useLook, WIDE_LIGHT } from '../support/tutorials';

/** The two tutorials on the search heading's DOM XSS, followed step by step on the real screens. */

test('DOM XSS tutorial: from the score-board card, an honest search, bold markup, then the iframe', async ({ page, request, shop }) => {
  const look = WIDE_LIGHT;
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'localXssChallenge', look);

  // As a trainee starts it: the Start tutorial button on the challenge's score-board card.
  await page.goto(shop.route('/score-board'));
  await page.locator('#challenge-localXssChallenge').getByRole('button', { name: 'Start tutorial' }).click();
  await pip.at(1);
  await pip.next();

  await pip.at(2);
  await searchFor(page, 'mango');
  await pip.at(3);
  await expect(page.locator('#searchValue')).toHaveText('mango');
  await pip.next();

  await pip.at(4);
  await searchFor(page, '<b>mango</b>');
  await pip.at(5);
  await expect(page.locator('#searchValue b')).toHaveText('mango');
  await expectNotSolved(request, shop.url, 'localXssChallenge');
  await searchFor(page, '<iframe src="javascript:alert(`xss`)">');

  await expect.poll(() => alerts).toEqual(['xss']);
  await expectSolved(request, shop.url, 'localXssChallenge');
  await pip.finish();
});

test('Bonus Payload tutorial: the jingle iframe in the search heading', async ({ page, request, shop }) => {
  const look = NARROW_DARK;
  await useLook(page, shop, look);
  const pip = new Instructor(page, 'xssBonusChallenge', look);
  await pip.start(shop, 'Bonus Payload');
  await pip.next();

  await pip.at(2);
  await expectNotSolved(request, shop.url, 'xssBonusChallenge');
  await searchFor(page, '<iframe src="/jingle" width="320" height="110" allow="autoplay" style="border:0"></iframe>');
  await expect(page.frameLocator('#searchValue iframe').getByRole('button', { name: 'Play the jingle' })).toBeVisible();
  await expectSolved(request, shop.url, 'xssBonusChallenge');
  await pip.finish();
});
