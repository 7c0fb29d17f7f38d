import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNotSolved, expectSolved } from './challenges';

/**
 * The browser half of "solver tests run twice" (ARCHITECTURE.md, "Hardened mode"): the project
 * `hardened` of playwright.config.ts runs the challenges-*.spec.ts journeys again with the fixture
 * option `hardened`, so every shop they start runs the hardened preset on top of its own.
 */
const SERVER = path.join(__dirname, '..', '..', 'server');

/** Where each project notes which challenges its exploits covered (read at the end of the run). */
export const SOLVER_RUNS_DIR = path.join(__dirname, '..', 'test-results', 'solver-runs');

/** The preset a journey's shop starts with: its own, plus challenges.hardened "all" in the hardened project. */
export function presetFor(shopConfig: string, hardened: boolean): string {
  if (!hardened) return shopConfig;
  const own = shopConfig.endsWith('.json') ? shopConfig : path.join(SERVER, 'config', `${shopConfig}.json`);
  const base = shopConfig === 'default' ? {} : (JSON.parse(fs.readFileSync(own, 'utf8')) as { challenges?: object });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-e2e-hardened-')), 'preset.json');
  fs.writeFileSync(file, JSON.stringify({ ...base, challenges: { ...base.challenges, hardened: 'all' } }));
  return file;
}

/** Whether the built server's spot of this key has a fix (a switch), read from its snippets. */
export function hasFix(key: string): boolean {
  const snippets = JSON.parse(fs.readFileSync(path.join(SERVER, 'dist', 'coding-challenges.json'), 'utf8')) as { challenges: Record<string, { fix?: unknown }> };
  return Boolean(snippets.challenges[key]?.fix);
}

function record(project: string, keys: string[], outcome: 'solved' | 'refused', file: string): void {
  const dir = path.join(SOLVER_RUNS_DIR, project);
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), keys.map((key) => `${JSON.stringify({ key, outcome, file: path.basename(file) })}\n`).join(''));
}

export interface ExploitContext {
  page: Page;
  request: APIRequestContext;
  shop: { url: string };
  hardened: boolean;
  /** testInfo.project.name and testInfo.file. */
  project: string;
  file: string;
}

const SENDING = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch']);

/** The request context, counting what it sends to the shop. */
function counting(request: APIRequestContext, count: () => void): APIRequestContext {
  return new Proxy(request, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (typeof name === 'string' && SENDING.has(name)) count();
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * The exploit part of a solver journey. In the default project the attempt runs as written and
 * must solve every key. In the hardened project a key with a fix must stay unsolved: the
 * attempt's own expectations of success may fail there, but the page (or the request context the
 * attempt is handed, for exploits that go to the API) must have sent the shop at least one request
 * while it ran. A key without a fix yet must still be solved.
 */
export async function exploitInBrowser(context: ExploitContext, keys: string | string[], attempt: (api: APIRequestContext) => Promise<void>): Promise<void> {
  const list = [keys].flat();
  const fixed = context.hardened ? list.filter(hasFix) : [];
  if (!fixed.length) {
    await attempt(context.request);
    for (const key of list) await expectSolved(context.request, context.shop.url, key);
    record(context.project, list, 'solved', context.file);
    return;
  }
  if (fixed.length !== list.length) throw new Error(`exploitInBrowser(${list.join(', ')}): ${fixed.join(', ')} hardened but not the others`);
  let sent = 0;
  const count = (request: { url: () => string }) => void (request.url().startsWith(context.shop.url) && (sent += 1));
  context.page.on('request', count);
  try {
    await attempt(counting(context.request, () => (sent += 1)));
  } catch {
    // Expected: the fixed code refuses what the exploit counts on.
  } finally {
    context.page.off('request', count);
  }
  if (!sent) throw new Error(`exploitInBrowser(${list.join(', ')}): the page sent the shop no request during the attempt, so it proves nothing`);
  for (const key of list) await expectNotSolved(context.request, context.shop.url, key);
  record(context.project, list, 'refused', context.file);
}
