import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerByApi } from '../support/account';
import { openShop, productCards } from '../support/shop';
import { FRONT_END_PACKAGES } from '../../shared/packages.cjs';
import { LANGUAGE_KEYS } from '../../shared/src/contract/languages';
import { PRODUCTS } from '../../server/src/db/seed/products';

// One journey per language that has files (search → product dialog → login → basket → score
// board), in the suite's one browser against its one shop. It fails when a visible text node
// is the English text of a key that the language translates differently, attaches a
// screenshot of every screen to the report, and checks the side nav opens from the reading
// direction's start (from the right in Arabic).

const REPO = path.join(__dirname, '..', '..');

const LANGUAGES = LANGUAGE_KEYS.filter((language) => fs.existsSync(path.join(REPO, 'shell', 'i18n', `${language}.json`)));
const RIGHT_TO_LEFT = ['ar'];

type Texts = Record<string, string>;
const readTexts = (pkg: string, language: string): Texts => {
  const file = path.join(REPO, pkg, 'i18n', `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Texts) : {};
};
const merged = (language: string): Texts => Object.assign({}, ...FRONT_END_PACKAGES.map((pkg) => readTexts(pkg, language))) as Texts;

/** Product names stay as they are in every language; a text that is one (a collectible named after its juice) is no leftover. */
const PRODUCT_NAMES = new Set(PRODUCTS.map((product) => product.name));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasLetters = (text: string) => /\p{L}{2}/u.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ''));

/**
 * The English texts that must not show in a language: every key's English text (placeholders
 * match anything) unless that language deliberately keeps it (identical list), writes it the
 * same, or it has no words.
 */
function englishLeftovers(language: string): { key: string; pattern: RegExp }[] {
  const identicalFile = path.join(REPO, 'scripts', 'i18n', 'identical', `${language}.json`);
  const identical = new Set<string>(fs.existsSync(identicalFile) ? (JSON.parse(fs.readFileSync(identicalFile, 'utf8')) as string[]) : []);
  const own = new Set(Object.values(merged(language)).map((text) => text.trim()));
  const leftovers: { key: string; pattern: RegExp }[] = [];
  for (const pkg of FRONT_END_PACKAGES) {
    const english = readTexts(pkg, 'en');
    const local = readTexts(pkg, language);
    for (const [key, text] of Object.entries(english)) {
      if (identical.has(`${pkg}:${key}`) || local[key] === text || own.has(text.trim()) || PRODUCT_NAMES.has(text.trim()) || !hasLetters(text) || /<[^>]+>/.test(text)) continue;
      const pattern = new RegExp(`^${text.trim().split(/\{\{[^}]*\}\}/).map(escape).join('.+')}$`, 's');
      leftovers.push({ key: `${pkg}:${key}`, pattern });
    }
  }
  return leftovers;
}

/**
 * The English challenge descriptions (server/i18n/challenges) that must not show in a language:
 * those it writes differently or leaves out (the score board then falls back to English), as the
 * card reads them (backticks become code).
 */
function englishDescriptions(language: string): Set<string> {
  // <language>.json and any <language>.<part>.json, as the server reads them.
  const dir = path.join(REPO, 'server', 'i18n', 'challenges');
  const read = (name: string): Record<string, { description?: string }> =>
    Object.assign(
      {},
      ...fs
        .readdirSync(dir)
        .filter((file) => file === `${name}.json` || new RegExp(`^${name}\\.[a-z0-9-]+\\.json$`).test(file))
        .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, { description?: string }>),
    );
  const identicalFile = path.join(REPO, 'scripts', 'i18n', 'identical', `${language}.json`);
  const identical = new Set<string>(fs.existsSync(identicalFile) ? (JSON.parse(fs.readFileSync(identicalFile, 'utf8')) as string[]) : []);
  const local = read(language);
  const texts = new Set<string>();
  for (const [key, english] of Object.entries(read('en'))) {
    if (!english.description || identical.has(`challenges:${key}.description`) || local[key]?.description === english.description) continue;
    texts.add(english.description.replace(/`/g, '').replace(/\s+/g, ' ').trim());
  }
  return texts;
}

/** The page's visible text nodes, trimmed, outside what is marked not to be translated. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      // Names that stay as they are (challenges, their categories) are marked translate="no".
      if (!text || !element || element.closest('script, style, noscript, [translate="no"]')) continue;
      if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) texts.push(text);
    }
    return texts;
  });
}

test.describe('every language', () => {
  test.skip(!LANGUAGES.length, 'no language files');

  for (const language of LANGUAGES) {
    test(`${language}: search, product, login, basket and score board in ${language}`, async ({ page, context, request, baseURL }, testInfo: TestInfo) => {
      test.setTimeout(60_000);
      const t = merged(language);
      const leftovers = language === 'en' ? [] : englishLeftovers(language);
      const descriptions = language === 'en' ? new Set<string>() : englishDescriptions(language);
      const found: string[] = [];
      const rtl = RIGHT_TO_LEFT.includes(language);

      /** Checks the current screen's texts and attaches its screenshot. */
      const screen = async (name: string) => {
        // Opening animations done (not endless ones, like a spinner), so the picture is settled.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        for (const text of await visibleTexts(page)) {
          const hit = leftovers.find((leftover) => leftover.pattern.test(text));
          if (hit) found.push(`${name}: "${text}" is the English of ${hit.key}`);
        }
        for (const text of await page.locator('.challenge-description').allTextContents()) {
          if (descriptions.has(text.replace(/\s+/g, ' ').trim())) found.push(`${name}: the challenge description "${text.slice(0, 60)}…" is in English`);
        }
        await testInfo.attach(`${language}-${name}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      };

      await context.addCookies([{ name: 'language', value: language, url: String(baseURL) }]);

      // Search.
      await openShop(page, '/search?q=a');
      await expect(page.locator('html')).toHaveAttribute('lang', language.replace('_', '-'));
      await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
      await expect(productCards(page).first()).toBeVisible();
      await screen('search');

      // The side nav opens from the start of the reading direction.
      await page.locator('#sidenavButton').click();
      const nav = page.locator('#sidenav');
      await expect(nav).toBeVisible();
      await expect
        .poll(async () => {
          const box = await nav.boundingBox();
          const width = page.viewportSize()!.width;
          return box ? (box.x < 1 ? 'left' : Math.abs(box.x + box.width - width) < 1 ? 'right' : 'moving') : 'none';
        })
        .toBe(rtl ? 'right' : 'left');
      await screen('side-nav');
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();

      // Product dialog.
      await productCards(page).first().getByRole('button', { name: t.PRODUCT_DETAILS_BUTTON }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await screen('product');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Login.
      const account = await registerByApi(request, `lang-${language.toLowerCase()}`);
      await openShop(page, '/login');
      await expect(page.locator('#loginButton')).toBeVisible();
      await screen('login');
      await page.locator('#email').fill(account.email);
      await page.locator('#password').fill(account.password);
      await page.locator('#loginButton').click();
      await expect(page).toHaveURL(/#\/search$/);

      // Basket.
      const card = productCards(page).filter({ hasNot: page.locator('.ribbon') }).first();
      await card.getByRole('button', { name: t.ADD_TO_BASKET }).press('Enter');
      await expect(page.locator('.basket-count')).toHaveText(/1|١/);
      await openShop(page, '/basket');
      await expect(page.locator('.basket-row')).toHaveCount(1);
      await screen('basket');

      // Score board.
      await openShop(page, '/score-board');
      await expect(page.locator('[id^="challenge-"]').first()).toBeVisible();
      await screen('score-board');

      expect(found, `English texts on the ${language} screens`).toEqual([]);
    });
  }
});
