import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { TUTORIAL_SCRIPTS, type TutorialScript } from '../../mf-scoreboard/src/features/hacking-instructor/scripts';
import { BLOCKING_IMPACTS } from './a11y';
import type { OwnShop } from './own-shop';

/**
 * The tutorial journeys (tests/tutorials-*.spec.ts): a trainee follows the hacking instructor
 * through one tutorial on the real screens. Every step is checked as the trainee sees it: the
 * step's text in the page's language, the ring around the element it points at, the speech
 * bubble not covering that element, and no serious or critical axe-core finding in the bubble.
 */

/** How a journey's browser looks: colour mode, window width and language (ar is right to left). */
export interface TutorialLook {
  theme: 'light' | 'dark';
  width: number;
  language: 'en' | 'ar';
}

/** Chakra's md breakpoint (48em): below it the shop lays itself out for phones. */
const WIDE_FROM = 768;
const WIDE = { width: 1280 };
const NARROW = { width: 390 };

export const WIDE_LIGHT: TutorialLook = { theme: 'light', width: 1280, language: 'en' };
export const NARROW_DARK: TutorialLook = { theme: 'dark', width: 390, language: 'en' };
export const WIDE_DARK_ARABIC: TutorialLook = { theme: 'dark', width: 1280, language: 'ar' };
export const NARROW_LIGHT_ARABIC: TutorialLook = { theme: 'light', width: 390, language: 'ar' };

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's own script, put into a page once per document: AxeBuilder evaluates the whole
 * library again (twice) on every scan, which made the scans most of a journey's time.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  id: string;
  impact: string | null;
  targets: string[];
}

/** Runs axe-core's WCAG A and AA rules on the part of the page a selector picks. */
async function axeFindings(page: Page, selector: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: string, options: object) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const results = await axe.run(selector, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? null, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    },
    { selector, tags: WCAG_TAGS },
  );
}

const texts = new Map<string, Record<string, string>>();

/** A text of one of the shop's packages (shell, mf-catalog, mf-scoreboard, …) in a language, from its translation file. */
export function shopText(language: string, pkg: string, key: string): string {
  const file = path.join(__dirname, '..', '..', pkg, 'i18n', `${language}.json`);
  if (!texts.has(file)) texts.set(file, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  const text = texts.get(file)?.[key];
  if (!text) throw new Error(`${pkg} has no ${language} text ${key}`);
  return text;
}

/** What the instructor says for a key, in a language. */
export const instructorText = (language: string, key: string) => shopText(language, 'mf-scoreboard', key);

export function tutorialScript(challengeKey: string): TutorialScript {
  const script = TUTORIAL_SCRIPTS[challengeKey];
  if (!script) throw new Error(`No tutorial script for ${challengeKey}`);
  return script;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens every page of the test in the look, before the shop's code runs. */
export async function useLook(page: Page, shop: OwnShop, look: TutorialLook): Promise<void> {
  await page.setViewportSize({ width: look.width, height: 800 });
  await page.context().addInitScript((theme) => window.localStorage.setItem('colorMode', theme), look.theme);
  await page.context().addCookies([{ name: 'language', value: look.language, url: shop.url }]);
}

/** The hacking instructor of one tutorial, as the trainee meets it. */
export class Instructor {
  readonly bubble: Locator;
  readonly script: TutorialScript;

  constructor(
    readonly page: Page,
    challengeKey: string,
    readonly look: TutorialLook,
  ) {
    this.bubble = page.locator('.hacking-instructor');
    this.script = tutorialScript(challengeKey);
  }

  /** Starts the tutorial as its score-board card does: #/hacking-instructor?challenge=<name>. */
  async start(shop: OwnShop, challengeName: string): Promise<void> {
    await this.page.goto(shop.route(`/hacking-instructor?challenge=${encodeURIComponent(challengeName)}`));
    await this.at(1);
  }

  /**
   * Waits for step n (1-based) and checks it as the trainee sees it: its text in the page's
   * language, the element it points at ringed and not covered by the bubble, and the bubble's
   * accessibility.
   */
  async at(stepNumber: number): Promise<void> {
    const step = this.script.steps[stepNumber - 1];
    expect(step, `${this.script.challengeKey} has a step ${stepNumber}`).toBeTruthy();
    await expect(this.bubble).toHaveAttribute('data-step', String(stepNumber));
    await expect(this.bubble.locator('.instructor-text')).toHaveText(instructorText(this.look.language, step.text));
    if (step.highlight) {
      await this.expectPointedAt(step.highlight, stepNumber);
      // The same step in a window of the other width (phone or desktop): the page lays itself
      // out anew, and the bubble must keep clear of the element there too.
      await this.page.setViewportSize({ width: this.look.width < WIDE_FROM ? WIDE.width : NARROW.width, height: 800 });
      await this.expectPointedAt(step.highlight, stepNumber);
      await this.page.setViewportSize({ width: this.look.width, height: 800 });
      await this.expectPointedAt(step.highlight, stepNumber);
    }
    await this.expectAccessible(stepNumber);
  }

  /** The element is ringed, and the bubble does not cover it. */
  async expectPointedAt(selector: string, stepNumber: number): Promise<void> {
    const target = this.page.locator(selector).first();
    const ring = this.page.locator('.instructor-highlight');
    await expect(target).toBeVisible();
    await expect(ring).toBeVisible();
    const width = this.page.viewportSize()?.width;
    await expect
      .poll(
        async () => {
          const [bubble, element, drawn] = await Promise.all([this.bubble.boundingBox(), target.boundingBox(), ring.boundingBox()]);
          if (!bubble || !element || !drawn) return 'not measured yet';
          if (overlaps(bubble, element)) return `the bubble covers ${selector}`;
          const centre = { x: element.x + element.width / 2, y: element.y + element.height / 2, width: 1, height: 1 };
          return overlaps(drawn, centre) ? 'ok' : `the ring is not around ${selector}`;
        },
        { message: `step ${stepNumber} of ${this.script.challengeKey} points at ${selector} without covering it (${width}px)` },
      )
      .toBe('ok');
  }

  async expectAccessible(stepNumber: number): Promise<void> {
    const blocking = (await axeFindings(this.page, '.hacking-instructor'))
      .filter((finding) => BLOCKING_IMPACTS.has(finding.impact ?? ''))
      .map((finding) => `${finding.impact} ${finding.id}: ${finding.targets.join(', ')}`);
    expect(blocking, `axe-core on step ${stepNumber} of ${this.script.challengeKey} (${this.look.theme}, ${this.look.width}px, ${this.look.language})`).toEqual([]);
  }

  /** Presses Next (a step that waits for the trainee to read). */
  async next(): Promise<void> {
    await this.page.locator('#instructor-next').click();
  }

  /** The last step, checked; Finish closes the instructor, and a reload starts no tutorial. */
  async finish(): Promise<void> {
    await this.at(this.script.steps.length);
    await this.next();
    await expect(this.bubble).toBeHidden();
    expect(await this.page.evaluate(() => window.sessionStorage.getItem('runningTutorial'))).toBeNull();
  }
}

/** Searches from the top bar as a trainee does (opening the search first where it is closed). */
export async function searchFor(page: Page, text: string): Promise<void> {
  const input = page.locator('#searchQuery input');
  if (!(await input.isVisible())) await page.locator('#searchQuery button').click();
  await input.fill(text);
  await input.press('Enter');
}

/** Opens a side-nav entry by its accessible name in the page's language (shell's NAV_… texts). */
export async function openSideNavEntry(page: Page, look: TutorialLook, key: string): Promise<void> {
  await page.locator('#sidenavButton').click();
  await page.locator('#sidenav').getByRole('button', { name: shopText(look.language, 'shell', key), exact: true }).click();
  await expect(page.locator('#sidenav')).toBeHidden();
}

/** Opens a product's details (its card, or the card of that product id) and its reviews, as a trainee does, in any language. */
export async function openReviews(page: Page, look: TutorialLook, product: number | Locator): Promise<Locator> {
  const card = typeof product === 'number' ? page.locator(`.product-card[data-product-id="${product}"]`) : product;
  await card.getByRole('button', { name: shopText(look.language, 'mf-catalog', 'PRODUCT_DETAILS_BUTTON') }).click();
  const dialog = page.locator('.product-dialog');
  await dialog.getByRole('button', { name: shopText(look.language, 'mf-catalog', 'EXPAND_REVIEWS') }).click();
  await expect(dialog.locator('.review').first()).toBeVisible();
  return dialog;
}

/** Closes the product dialog by its close button. */
export async function closeDialog(page: Page, look: TutorialLook): Promise<void> {
  await page.locator('.product-dialog').getByRole('button', { name: shopText(look.language, 'mf-catalog', 'CLOSE_DIALOG') }).click();
  await expect(page.locator('.product-dialog')).toBeHidden();
}

/**
 * Logs in through the API and starts the tab with that session once: unlike a session set on
 * every page load, what the trainee then changes in storage (the basket id) survives a reload.
 */
export async function logInOnce(page: Page, shop: OwnShop, credentials: { email: string; password: string }): Promise<{ token: string; bid: number }> {
  const login = await page.request.post(`${shop.url}/rest/user/login`, { data: credentials });
  expect(login.ok()).toBe(true);
  const session = ((await login.json()) as { authentication: { token: string; bid: number } }).authentication;
  await page.addInitScript(({ token, bid }) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', token);
    if (!window.sessionStorage.getItem('bid')) window.sessionStorage.setItem('bid', String(bid));
  }, session);
  return session;
}

/** Logs in on the login page, as a trainee does (any language: ids only). */
export async function logInOnThePage(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#loginButton').click();
}

/** Opens the login page from the account menu. */
export async function openLoginPage(page: Page): Promise<void> {
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLoginButton').click();
  await expect(page.locator('#login-form')).toBeVisible();
}
