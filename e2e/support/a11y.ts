import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ROUTE_TABLE from '../../shared/routes.json';
import { tokenSalePath } from '../../shell/src/app/hidden-route';

/** The WCAG 2.0/2.1 A and AA rules: the level the shop promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail the suite; moderate and minor ones are reported only. */
export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export type Role = 'anonymous' | 'customer' | 'accounting' | 'admin';
export type Theme = 'light' | 'dark';

export interface Look {
  theme: Theme;
  width: number;
}

/** The four looks every screen must pass in: both colour modes, desktop and phone width. */
export const LOOKS: Look[] = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 390 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 390 },
];

export interface TableRoute {
  path: string;
  guard: string;
}

/**
 * The routes of the shell's route table (shared/routes.json) as the shell has them with nothing
 * hardened, so that a route another feature adds is scanned without touching this suite. The
 * token sale's path is not written in the table: the shell's own code works it out.
 */
export function routeTable(): TableRoute[] {
  return ROUTE_TABLE.routes.map((route) => ({ path: route.obscured ? tokenSalePath() : (route.path ?? ''), guard: route.guard ?? 'none' }));
}

/** What fills a route's parameters: ids that exist for the role that opens it. */
export interface RouteParams {
  addressId?: number | null;
  orderId?: string | null;
}

/** The concrete path of a route of the table (parameters filled with something that exists). */
export function concrete(route: string, params: RouteParams = {}): string {
  return route
    .replace(':addressId', String(params.addressId ?? 1))
    .replace(':entity', 'shop')
    .replace(':id', encodeURIComponent(params.orderId ?? '1'));
}

/** Opens a route of the hash router in the running page (no new document) and waits until it is quiet. */
export async function goToRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/${route}`);
  await settle(page);
}

/** May this role open a route with this guard (shell/src/features/guards)? */
export function mayOpen(role: Role, guard: string): boolean {
  switch (guard) {
    case 'login':
      return role !== 'anonymous';
    case 'admin':
      return role === 'admin';
    case 'accounting':
      return role === 'accounting';
    default:
      return true;
  }
}

export interface Violation {
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
  help: string;
}

export interface ScanResult {
  role: Role;
  screen: string;
  theme: Theme;
  width: number;
  violations: Violation[];
  /** How long navigating and scanning took. */
  ms?: number;
}

/** Runs axe-core on the page as it is now and records what it finds. */
export async function scan(page: Page, role: Role, screen: string, look: Look): Promise<ScanResult> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    help: violation.help,
  }));
  return { role, screen, theme: look.theme, width: look.width, violations };
}

/** One readable line per blocking violation, for the assertion message. */
export function blockingLines(results: ScanResult[]): string[] {
  return results.flatMap((result) =>
    result.violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact))
      .map((violation) => `${result.role} ${result.screen} ${result.theme} ${result.width}px: ${violation.impact} ${violation.rule} ×${violation.nodes} (${violation.targets.join(', ')})`),
  );
}

/** Logs in through the API and returns what the shop stores for a session. */
export async function sessionFor(request: APIRequestContext, credentials: { email: string; password: string }): Promise<{ token: string; bid: number }> {
  const response = await request.post('/rest/user/login', { data: credentials });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { authentication: { token: string; bid: number } };
  return body.authentication;
}

/** Starts every page of the context in this look and session, before the shop's code runs. */
export async function prepareContext(page: Page, look: Look, session: { token: string; bid: number } | null): Promise<void> {
  await page.context().addInitScript(
    ({ theme, session }) => {
      window.localStorage.setItem('colorMode', theme);
      if (session) {
        window.localStorage.setItem('token', session.token);
        window.sessionStorage.setItem('bid', String(session.bid));
        document.cookie = `token=${session.token}; path=/`;
      }
    },
    { theme: look.theme, session },
  );
  await page.setViewportSize({ width: look.width, height: 800 });
}

/**
 * Waits until the page is quiet: no request in flight for a moment, no spinner in the main
 * area. A hash change loads no document, so Playwright's load states do not cover it.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(
    () => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const last = entries.reduce((latest, entry) => Math.max(latest, entry.responseEnd), 0);
      return performance.now() - last > 300;
    },
    undefined,
    { polling: 100, timeout: 10_000 },
  );
  // Let entry animations of dialogs, menus and toasts finish so colours are measured at rest.
  // Spinners run forever and are left out.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Summary of violations per impact and per rule, for the report. */
export function summarise(results: ScanResult[]) {
  const byImpact: Record<string, number> = {};
  const byRule: Record<string, { impact: string; nodes: number; screens: number }> = {};
  const byScreen: Record<string, Record<string, number>> = {};
  for (const result of results) {
    const screen = (byScreen[result.screen] ??= {});
    for (const violation of result.violations) {
      byImpact[violation.impact] = (byImpact[violation.impact] ?? 0) + violation.nodes;
      const entry = (byRule[violation.rule] ??= { impact: violation.impact, nodes: 0, screens: 0 });
      entry.nodes += violation.nodes;
      entry.screens += 1;
      screen[violation.impact] = (screen[violation.impact] ?? 0) + violation.nodes;
    }
  }
  return { scans: results.length, byImpact, byRule, byScreen };
}
