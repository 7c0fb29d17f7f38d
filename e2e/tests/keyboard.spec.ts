import { expect, test, type Page } from '@playwright/test';
import { openShop, productCards } from '../support/shop';

/**
 * The shop with the keyboard alone: the skip link comes first and jumps past the top bar, every
 * Tab stop keeps the focus on a control (never on the page body) and shows where it is.
 */

interface FocusStop {
  tag: string;
  id: string;
  name: string;
  /** A focus indicator is drawn: an outline or a ring (box-shadow). */
  indicated: boolean;
}

async function focused(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', id: '', name: '', indicated: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      indicated: outline || ring,
    };
  });
}

/**
 * Presses Tab and reports the stop, once a lazily loaded control that took the focus has swapped
 * in: a top-bar menu's placeholder button (aria-busy set) loads its menu on focus and hands the
 * focus to the loaded menu's button.
 */
async function tab(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => !document.activeElement?.matches('[aria-haspopup="menu"][aria-busy]'));
  return focused(page);
}

for (const width of [1280, 390]) {
  test(`keyboard at ${width} px: skip link first, no focus lost, a visible focus on every stop`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openShop(page, '/search');
    await expect(productCards(page).first()).toBeVisible();

    // The skip link is the first stop, shown while focused, and lands in the main area.
    const first = await tab(page);
    expect(first).toMatchObject({ tag: 'a', name: 'Skip to content', indicated: true });
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');
    // The next stop is the first control of the page itself, past the whole top bar.
    const afterSkip = await tab(page);
    expect(afterSkip.indicated).toBe(true);
    expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(true);

    // From the top: every stop of the top bar and the first products keeps and shows the focus,
    // including the account and language buttons, whose menus load on first focus.
    await page.reload();
    await expect(productCards(page).first()).toBeVisible();
    const stops: FocusStop[] = [];
    for (let index = 0; index < 12; index += 1) stops.push(await tab(page));
    for (const [index, stop] of stops.entries()) {
      expect(stop.tag, `stop ${index + 1} (${stop.name}) fell to the page`).not.toBe('body');
      expect(stop.indicated, `stop ${index + 1} (${stop.name}) shows no focus`).toBe(true);
    }
    const ids = stops.map((stop) => stop.id);
    expect(ids).toContain('navbarAccount');
    expect(ids).toContain('navbarLanguageButton');
    expect(ids.indexOf('navbarAccount')).toBeLessThan(ids.indexOf('navbarLanguageButton'));

    // The account menu opens from the keyboard and gives the focus back to its button.
    await page.locator('#navbarAccount').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Go to login page' })).toBeVisible();
    // Escape closes the menu once the focus is in it (its first item shown as the active one);
    // pressed before, it would reach the button instead.
    await expect(page.getByRole('menuitem', { name: 'Go to login page' })).toHaveAttribute('data-highlighted');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Go to login page' })).toBeHidden();
    await expect(page.locator('#navbarAccount')).toBeFocused();
  });
}
