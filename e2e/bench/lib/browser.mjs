// Front-end measurements in Debian's Chromium (the same browser and flags as the journeys):
// first-load bytes, time to the product grid, extra bytes per remote page, and duplicate
// copies of the federation's shared libraries.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../support/browser.js';
import { ACCOUNTANT, ADMIN, DEMO_CUSTOMER } from './accounts.mjs';
import { call, describeFailure } from './http.mjs';
import { median } from './stats.mjs';
import { countCopies, SHARED_LIBRARIES } from './duplicates.mjs';
import { requestPhases, waitedFor } from './waterfall.mjs';
import { filesBeforeGrid, askedServer, hashedRevalidations } from './first-screen-files.mjs';
import { GRID_MARK, mainThreadWork, TRACE_CATEGORIES } from './main-thread.mjs';

const START_ROUTE = 'search';
const QUIET_MS = 1000;
const GRID = '.product-card';

/** Accounts that pass each guard of the route table. */
const GUARD_ACCOUNTS = { login: DEMO_CUSTOMER, admin: ADMIN, accounting: ACCOUNTANT };

/** Bytes the way a gzip-enabled host would send them (zlib's default level). */
export function gzipSize(buffer) {
  return zlib.gzipSync(buffer).length;
}

/**
 * Records the time the first product card has a box and is not hidden (performance.now(), ms),
 * and sets a user-timing mark then, which a trace shows on the main thread's clock.
 */
function watchForGrid({ selector, mark }) {
  const seen = () => {
    const card = document.querySelector(selector);
    if (!card) return false;
    const box = card.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(card).visibility !== 'hidden';
  };
  const check = () => {
    if (window.__benchGridAt === undefined && seen()) {
      window.__benchGridAt = performance.now();
      performance.mark(mark);
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    check();
    if (window.__benchGridAt === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Follows a page's JS and CSS responses (with their bodies) and its pending requests, so the
 * bench can wait until nothing is loading any more. The socket's long polling is ignored.
 */
function trackPage(page) {
  const files = [];
  const pending = new Set();
  let lastActivity = Date.now();
  const relevant = (request) => ['script', 'stylesheet', 'fetch', 'xhr', 'document'].includes(request.resourceType()) && !request.url().includes('/socket.io/');
  const settle = (request) => {
    if (pending.delete(request)) lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (!relevant(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.push(
      response.body().then(
        (body) => ({ url: response.url(), type, status: response.status(), raw: body.length, gz: gzipSize(body), body }),
        () => ({ url: response.url(), type, status: response.status(), raw: 0, gz: 0, body: Buffer.alloc(0) }),
      ),
    );
  });
  return {
    /** Resolves once no tracked request has been pending for QUIET_MS. */
    async quiet(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > until) throw new Error(`still loading after ${timeoutMs} ms: ${[...pending].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Every JS/CSS file answered so far (bodies included). */
    files: () => Promise.all(files),
    count: () => files.length,
  };
}

/** The page's own view of its shared libraries: registered instances and federation share entries. */
function readFederationState() {
  const instances = window.__PULP_INSTANCES__ ?? {};
  const loaded = {};
  for (const instance of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
    for (const scope of Object.values(instance)) {
      for (const [library, versions] of Object.entries(scope)) {
        for (const [version, share] of Object.entries(versions)) {
          if (share.loaded) (loaded[library] ??= []).push(`${version} from ${share.from}`);
        }
      }
    }
  }
  return {
    instances: Object.fromEntries(Object.entries(instances).map(([name, set]) => [name, set.size])),
    loaded: Object.fromEntries(Object.entries(loaded).map(([library, providers]) => [library, [...new Set(providers)]])),
  };
}

async function sessionFor(base, guard) {
  const account = GUARD_ACCOUNTS[guard];
  if (!account) return null;
  const answer = await call(base, 'POST', '/rest/user/login', { body: account });
  const auth = answer.json?.authentication;
  if (!auth?.token) throw new Error(`login as ${account.email} for a ${guard} route failed: ${describeFailure(answer)}`);
  return { token: auth.token, bid: auth.bid };
}

/** Opens #/search in a fresh context (cold cache) and waits until the grid shows and loading stops. */
async function openSearch(browser, base, session = null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (session) {
    await context.addInitScript(({ token, bid }) => {
      localStorage.setItem('token', token);
      if (bid !== null && bid !== undefined) sessionStorage.setItem('bid', String(bid));
      document.cookie = `token=${encodeURIComponent(token)}; path=/`;
    }, session);
  }
  await context.addInitScript(watchForGrid, { selector: GRID, mark: GRID_MARK });
  const page = await context.newPage();
  const tracker = trackPage(page);
  await page.goto(`${base}/#/${START_ROUTE}`);
  await page.locator(GRID).first().waitFor({ state: 'visible', timeout: 30_000 });
  const gridAt = await page.evaluate(() => window.__benchGridAt ?? performance.now());
  await tracker.quiet();
  return { context, page, tracker, gridAt };
}

function sum(files, key) {
  return files.reduce((total, file) => total + file[key], 0);
}

function describeFiles(files) {
  return files.map(({ url, type, status, raw, gz }) => ({ url: new URL(url).pathname, type, status, raw, gz }));
}

/**
 * Why a remote page did not really show (a guard's redirect, a 403 page, the remote's error
 * card, no area of that remote), or null when it did: its bytes only count when it showed.
 */
async function routeProblem(page, route) {
  const hash = await page.evaluate(() => window.location.hash);
  if (hash !== `#/${route.path}`) return `redirected to ${hash}`;
  if (await page.locator('.error-page').count()) return 'the 403 page showed';
  if (await page.locator('.error-card').count()) return 'the remote showed its error card';
  if (!(await page.locator(`[data-remote="${route.remote}"]`).count())) return `no ${route.remote} area on the page`;
  return null;
}

/**
 * The code view ("find it"): a dialog of the score board loaded on first use with its
 * syntax highlighter. Its bytes are what the score board fetches between the click on a card's
 * "Find it" and the dialog showing, once nothing loads any more.
 */
async function measureCodeView(browser, base) {
  const opened = await openSearch(browser, base);
  try {
    // A first visit's welcome banner opens on the next page; a returning trainee has dismissed it.
    await opened.context.addCookies(['welcomebanner_status', 'cookieconsent_status'].map((name) => ({ name, value: 'dismiss', url: base })));
    await opened.page.evaluate(() => {
      window.location.hash = '#/score-board';
    });
    const button = opened.page.locator('.find-it-button').first();
    await button.waitFor({ state: 'visible', timeout: 15_000 });
    await opened.tracker.quiet();
    if (await opened.page.locator('dialog.welcome-banner[open]').count()) await opened.page.keyboard.press('Escape');
    const before = opened.tracker.count();
    await button.click();
    await opened.page.locator('.find-it-dialog').first().waitFor({ state: 'visible', timeout: 15_000 });
    await opened.tracker.quiet();
    const extra = (await opened.tracker.files()).slice(before);
    return { gz: sum(extra, 'gz'), raw: sum(extra, 'raw'), files: describeFiles(extra) };
  } finally {
    await opened.context.close();
  }
}

/**
 * Runs every front-end measurement against a running shop. `routes` are the remote first pages
 * to visit after #/search.
 */
export async function measureFrontEnd(base, { runs, routes }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const pages = [];
  try {
    const gridTimes = [];
    let firstLoad = null;
    for (let run = 0; run < runs; run += 1) {
      const opened = await openSearch(browser, base);
      gridTimes.push(opened.gridAt);
      if (run === 0) {
        const files = await opened.tracker.files();
        firstLoad = { files, state: await opened.page.evaluate(readFederationState) };
        pages.push({ route: START_ROUTE, ...firstLoad });
      }
      await opened.context.close();
    }

    const perRoute = [];
    for (const route of routes) {
      const opened = await openSearch(browser, base, await sessionFor(base, route.guard));
      const before = opened.tracker.count();
      await opened.page.evaluate((path) => {
        window.location.hash = `#/${path}`;
      }, route.path);
      await opened.page.waitForFunction((path) => window.location.hash === `#/${path}`, route.path);
      // The page has settled once its remote's area (or an error page) shows; a slow moment of
      // the machine must not end the measurement between two fetches.
      await opened.page
        .locator(`[data-remote="${route.remote}"], .error-page, .error-card`)
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 })
        .catch(() => {});
      await opened.tracker.quiet();
      const problem = await routeProblem(opened.page, route);
      const files = await opened.tracker.files();
      const extra = files.slice(before);
      perRoute.push({ ...route, gz: sum(extra, 'gz'), raw: sum(extra, 'raw'), files: describeFiles(extra), problem });
      pages.push({ route: route.path, files, state: await opened.page.evaluate(readFederationState) });
      await opened.context.close();
    }

    const codeView = await measureCodeView(browser, base);

    const copies = countCopies(pages);
    return {
      codeView,
      timeToGrid: { runs: gridTimes, median: median(gridTimes) },
      firstLoad: { gz: sum(firstLoad.files, 'gz'), raw: sum(firstLoad.files, 'raw'), files: describeFiles(firstLoad.files) },
      perRoute,
      duplicates: {
        count: Object.values(copies).filter((entry) => entry.copies > 1).length,
        libraries: copies,
        checked: SHARED_LIBRARIES.map((library) => library.name),
      },
    };
  } finally {
    await browser.close();
  }
}

/** The slow link: 150 ms round trip, 10 Mbit/s each way (Chromium's network emulation). */
export const SLOW_LINK = { latency: 150, downloadThroughput: 10_000_000 / 8, uploadThroughput: 10_000_000 / 8 };

/**
 * Follows, through the page's DevTools session, which answers came from Chromium's cache and
 * which from the server (a memory-cache hit is reported as served from cache, a disk-cache hit
 * on the response itself).
 */
function cacheWatch(cdp) {
  const fromMemory = new Set();
  const responses = [];
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    responses.push({ requestId, url: response.url, status: response.status, fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache) });
  });
  return {
    /** Starts a new visit's list. */
    reset: () => {
      responses.length = 0;
      fromMemory.clear();
    },
    responses: () => responses.filter((response) => !response.url.includes('/socket.io/')).map(({ requestId, ...response }) => ({ ...response, fromCache: response.fromCache || fromMemory.has(requestId) })),
  };
}

/**
 * Loads #/search (or reloads it) and returns when the grid appeared (ms from navigation start)
 * with the timings of the requests the first screen waits for, on the same clock.
 */
async function timedLoad(page, base, reload) {
  const requests = [];
  const onRequest = (request) => requests.push(request);
  page.on('request', onRequest);
  if (reload) await page.reload();
  else await page.goto(`${base}/#/${START_ROUTE}`);
  await page.locator(GRID).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('load');
  const { gridAt, origin } = await page.evaluate(() => ({ gridAt: window.__benchGridAt ?? performance.now(), origin: performance.timeOrigin }));
  page.off('request', onRequest);
  const timed = requests
    .filter((request) => !request.url().includes('/socket.io/') && waitedFor(request.resourceType(), new URL(request.url()).pathname))
    .map((request) => {
      const timing = request.timing();
      const issued = timing.startTime - origin;
      return { url: request.url(), type: request.resourceType(), issued, end: timing.responseEnd >= 0 ? issued + timing.responseEnd : Number.POSITIVE_INFINITY };
    });
  return { gridAt, requests: timed };
}

/** A fresh context (cold cache) on the emulated link, watching for the grid. */
async function slowPage(browser, link) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchForGrid, { selector: GRID, mark: GRID_MARK });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
  return { context, page, cdp };
}

/** Main-thread work of one load or reload, from a trace of the browser around it. */
async function tracedLoad(browser, page, base, reload) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let trace;
  try {
    await timedLoad(page, base, reload);
  } finally {
    trace = await browser.stopTracing();
  }
  return mainThreadWork(JSON.parse(trace.toString('utf8')).traceEvents);
}

const series = (values) => ({ runs: values, median: median(values) });

/**
 * Time to grid on an emulated slow link, cold (a fresh context) and warm (a reload of the same
 * page, cache kept), the sequential request phases and the JS/CSS files of each cold load, what
 * each reload still asked the server, and (in loads of their own, traced) the main thread's CPU
 * time to the grid, cold and on a reload.
 */
export async function measureSlowLink(base, { runs, link = SLOW_LINK }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const cold = [];
    const warm = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page, cdp } = await slowPage(browser, link);
      const cache = cacheWatch(cdp);
      const first = await timedLoad(page, base, false);
      cold.push({ ...first, ...requestPhases(first.requests, first.gridAt), files: filesBeforeGrid(first.requests, first.gridAt) });
      cache.reset();
      const again = await timedLoad(page, base, true);
      const responses = cache.responses();
      warm.push({ ...again, asked: askedServer(responses), revalidated: hashedRevalidations(responses) });
      await context.close();
    }
    const cpu = { cold: [], warm: [] };
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await slowPage(browser, link);
      cpu.cold.push(await tracedLoad(browser, page, base, false));
      cpu.warm.push(await tracedLoad(browser, page, base, true));
      await context.close();
    }
    const phases = cold.map((load) => load.phases);
    // The picture shows the cold load whose grid time is the median one.
    const typical = [...cold].sort((a, b) => a.gridAt - b.gridAt)[Math.floor(cold.length / 2)];
    const brief = (response) => ({ url: new URL(response.url).pathname, status: response.status });
    return {
      link,
      cold: series(cold.map((load) => load.gridAt)),
      warm: series(warm.map((load) => load.gridAt)),
      phases: series(phases),
      files: { ...series(cold.map((load) => load.files.length)), urls: typical.files.map((url) => new URL(url).pathname) },
      revalidations: { ...series(warm.map((load) => load.revalidated.length)), asked: warm[0].asked.map(brief), hashed: warm[0].revalidated.map(brief) },
      cpu: {
        cold: { ...series(cpu.cold.map((work) => work.cpuMs)), wallMs: series(cpu.cold.map((work) => work.wallMs)).median, tasks: cpu.cold.map((work) => work.tasks) },
        warm: { ...series(cpu.warm.map((work) => work.cpuMs)), wallMs: series(cpu.warm.map((work) => work.wallMs)).median },
      },
      waterfall: { gridAt: typical.gridAt, requests: typical.requests.map(({ url, type, issued, end, phase }) => ({ url, type, issued, end, phase })) },
    };
  } finally {
    await browser.close();
  }
}
