#!/usr/bin/env node
// `pnpm bench`: builds in production mode, starts the real server on fresh data directories,
// measures speed, size and memory, and prints one table against its budgets
// (also written as JSON). `--smoke` runs one short iteration of everything and checks only
// that every measurement produced a figure; `pnpm test` runs it after the journeys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { METRICS, NOT_AVAILABLE, buildRows, routeMetric, tally } from './lib/budgets.mjs';
import { formatTable } from './lib/table.mjs';
import { median, round } from './lib/stats.mjs';
import { DEFAULT_RESULTS, DEFAULT_WATERFALL, SMOKE_RESULTS, SMOKE_WATERFALL } from './lib/paths.mjs';
import { freePort, freshDataDir, medianPhases, startBareServer, startPhases, startServer } from './lib/server.mjs';
import { topUpStock } from './lib/stock.mjs';
import { measureThroughput } from './lib/load.mjs';
import { prepareMix, runMix, STEPS } from './lib/mix.mjs';
import { measureFrontEnd, measureSlowLink } from './lib/browser.mjs';
import { measureCompressionCost } from './lib/compression-cost.mjs';
import { waterfallSvg } from './lib/waterfall.mjs';
import { firstPagePerRemote, listedRoutes } from './lib/routes.mjs';
import { buildStale, timedCleanBuild } from './lib/build.mjs';

const { values: options } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    out: { type: 'string' },
    only: { type: 'string' },
    before: { type: 'string' },
  },
});
/**
 * `--only slow-link` runs that measurement alone (for working on the first screen), `--only
 * start` the server's cold starts, bare-server ratio and RSS after start, `--only load` the
 * throughput, the logged-in mix and RSS after them, `--only front-end` the first load's and each
 * route's code sizes, duplicate libraries and the time to grid on loopback; each writes its figures to --out if given; `--before <results.json>` draws that earlier run's waterfall
 * above this one's in the picture.
 */
const ONLY = options.only ?? null;
if (ONLY !== null && !['slow-link', 'front-end', 'start', 'load'].includes(ONLY)) throw new Error(`--only takes slow-link, front-end, start or load, not ${ONLY}`);
const resultsFile = options.out ?? (options.smoke ? SMOKE_RESULTS : DEFAULT_RESULTS);

/** How long and how often each measurement runs (the issue's figures; a smoke run is one short pass). */
const PLAN = options.smoke
  ? { coldStarts: 1, settleMs: 200, connections: 20, loadSeconds: 1, warmupSeconds: 0, virtualUsers: 4, mixSeconds: 1, idleSeconds: 1, gridRuns: 1, costRounds: 2, costBatch: 50 }
  : { coldStarts: 5, settleMs: 1000, connections: 20, loadSeconds: 10, warmupSeconds: 2, virtualUsers: 20, mixSeconds: 20, idleSeconds: 10, gridRuns: 5, costRounds: 6, costBatch: 500 };

const SEARCH_ALL = '/rest/products/search?q=';
const SEARCH_JUICE = '/rest/products/search?q=juice';
const CHALLENGES = '/api/Challenges';
const CEILING = '/rest/admin/application-version';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (message) => process.stderr.write(`· ${message}\n`);

const values = {};
const details = {};
const crashes = [];

/** Runs one measurement; a crash is recorded against its rows instead of ending the bench. */
async function measure(label, ids, work) {
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    crashes.push(`${label}: ${message}`);
    progress(`${label} failed: ${message}`);
    for (const id of ids) values[id] ??= `error (${label})`;
  }
}

/** Figures from autocannon: throughput and p99, failing whatever their size when answers failed. */
function throughputValues(result, rpsId, p99Id) {
  if (typeof result === 'string') {
    values[rpsId] = result;
    if (p99Id) values[p99Id] = result;
    return;
  }
  const note = result.errors ? `${result.errors} of ${result.total} answers failed` : undefined;
  values[rpsId] = { value: result.requestsPerSecond, failed: result.errors > 0, note };
  if (p99Id) values[p99Id] = { value: result.p99, failed: result.errors > 0 };
}

async function coldStarts() {
  const starts = [];
  const restarts = [];
  const rss = [];
  // A bare Node server started the same way, in the same run, alternating with the shop's starts
  // so that both see the same machine: the shop's start as a ratio of it (printed, not judged).
  const bare = [];
  // Where each start's time went (its PULP_START_TRACE marks), printed as medians per phase.
  const phases = [];
  for (let run = 1; run <= PLAN.coldStarts; run += 1) {
    const dataDir = freshDataDir();
    try {
      // The bare server starts after the shop's second of settling: the shop's cold start gets the
      // same second before it, so that neither runs on a machine still busy (or on one that has
      // just been idle) and the other not; without it the ratio read 2.6–2.8 where alternating
      // starts without pauses read 3.0–3.2.
      await sleep(PLAN.settleMs);
      const server = await startServer({ dataDir, port: await freePort(), env: { PULP_START_TRACE: '1' } });
      await sleep(PLAN.settleMs);
      rss.push(server.rssMb());
      await server.stop();
      starts.push(server.startMs);
      phases.push(startPhases(server.stderr()));
      bare.push(await startBareServer({ port: await freePort() }));
      // The same shop again: no seeding, no key generation. Printed to show what a first start adds.
      const again = await startServer({ dataDir, port: await freePort() });
      await again.stop();
      restarts.push(again.startMs);
      progress(`cold start ${run}/${PLAN.coldStarts}: ${Math.round(server.startMs)} ms (restart ${Math.round(again.startMs)} ms), RSS ${rss.at(-1).toFixed(1)} MB`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  values.bareStart = median(bare);
  values.startRatio = { value: median(starts) / median(bare), note: `${Math.round(median(starts))} ÷ ${Math.round(median(bare))} ms` };
  details.coldStarts = { bareMs: bare.map((ms) => round(ms, 1)), phasesMs: medianPhases(phases) };
  progress(`start phases (median ms since the process started): ${Object.entries(details.coldStarts.phasesMs).map(([phase, ms]) => `${phase} ${ms}`).join(', ')}`);
  values.serverStart = { value: median(starts), note: 'fresh data directory each' };
  values.serverRestart = median(restarts);
  values.rssAfterStart = { value: median(rss), note: `median, ${PLAN.settleMs / 1000} s after the first answer` };
  details.coldStarts = { ...details.coldStarts, startMs: starts.map((ms) => round(ms, 1)), restartMs: restarts.map((ms) => round(ms, 1)), rssMb: rss.map((mb) => round(mb, 1)) };
}

/** A shop for the load: seeded on a fresh directory, stock topped up, started again. */
async function startLoadServer(dataDir) {
  const seeding = await startServer({ dataDir, port: await freePort() });
  await seeding.stop();
  topUpStock(dataDir);
  return startServer({ dataDir, port: await freePort() });
}

async function throughput(server) {
  const load = { connections: PLAN.connections, seconds: PLAN.loadSeconds, warmupSeconds: PLAN.warmupSeconds };
  details.throughput = {};
  const runs = [
    ['searchAll', SEARCH_ALL, 'searchAllRps', 'searchAllP99'],
    ['searchJuice', SEARCH_JUICE, 'searchJuiceRps', 'searchJuiceP99'],
    ['challenges', CHALLENGES, 'challengesRps', null],
    ['ceiling', CEILING, 'ceilingRps', null],
  ];
  for (const [name, urlPath, rpsId, p99Id] of runs) {
    await measure(`throughput ${urlPath}`, [rpsId, p99Id].filter(Boolean), async () => {
      const result = await measureThroughput(server.url, urlPath, load);
      details.throughput[name] = result;
      throughputValues(result, rpsId, p99Id);
      progress(typeof result === 'string' ? `${urlPath}: ${result}` : `${urlPath}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, ${result.errors} errors`);
    });
  }
  const search = [details.throughput.searchAll, details.throughput.searchJuice].filter((result) => result && typeof result === 'object');
  const ceiling = details.throughput.ceiling;
  if (search.length === 2 && ceiling && typeof ceiling === 'object') {
    values.searchCeilingRatio = { value: Math.min(...search.map((result) => result.requestsPerSecond)) / ceiling.requestsPerSecond, note: 'slower search ÷ ceiling' };
  } else {
    values.searchCeilingRatio = 'needs both searches and the ceiling';
  }
}

const STEP_ROWS = { login: 'mixLoginP99', basket: 'mixBasketP99', add: 'mixAddP99', checkout: 'mixCheckoutP99', history: 'mixHistoryP99' };

async function loggedInMix(server) {
  const plan = await prepareMix(server.url, { virtualUsers: PLAN.virtualUsers, runId: Date.now().toString(36) });
  const result = await runMix(plan, { durationMs: PLAN.mixSeconds * 1000 });
  details.mix = { ...result, notes: plan.notes, unavailable: plan.unavailable, ownBaskets: plan.ownBaskets };
  const steps = STEPS.filter((step) => !plan.unavailable[step]).join(', ');
  values.mixErrors = { value: result.errors, note: result.errors ? result.errorSamples[0] : `${result.requests} requests: ${steps}` };
  values.mixP99 = { value: result.overall.p99, note: `${Math.round(result.requestsPerSecond)} req/s by ${result.virtualUsers} users` };
  for (const step of STEPS) {
    values[STEP_ROWS[step]] = plan.unavailable[step] ?? result.steps[step]?.p99 ?? 'no request finished';
  }
  progress(`logged-in mix: ${result.requests} requests, ${result.errors} errors, p99 ${round(result.overall.p99, 1)} ms`);
  for (const note of plan.notes) progress(`  ${note}`);
}

function remoteFirstPages() {
  return firstPagePerRemote(listedRoutes());
}

async function frontEnd(server, routes) {
  const result = await measureFrontEnd(server.url, { runs: PLAN.gridRuns, routes });
  details.frontEnd = result;
  values.timeToGrid = { value: result.timeToGrid.median, note: `runs: ${result.timeToGrid.runs.map((ms) => Math.round(ms)).join(', ')} ms` };
  values.firstLoadGz = { value: result.firstLoad.gz / 1024, note: `${result.firstLoad.files.length} files, ${(result.firstLoad.raw / 1024).toFixed(0)} KB raw` };
  for (const route of result.perRoute) {
    values[`route:${route.path}`] = { value: route.gz / 1024, failed: Boolean(route.problem), note: route.problem ?? `${route.files.length} files` };
  }
  values.codeViewGz = { value: result.codeView.gz / 1024, note: `${result.codeView.files.length} files, ${(result.codeView.raw / 1024).toFixed(0)} KB raw` };
  const duplicated = Object.entries(result.duplicates.libraries).filter(([, entry]) => entry.copies > 1).map(([name, entry]) => `${name} ×${entry.copies}`);
  values.duplicates = { value: result.duplicates.count, note: duplicated.length ? duplicated.join(', ') : `${result.duplicates.checked.length} libraries checked` };
  progress(`front end: first load ${(result.firstLoad.gz / 1024).toFixed(1)} KB gz, grid at ${Math.round(result.timeToGrid.median)} ms`);
}

/** The ids of the slow-link measurement's rows. */
const SLOW_LINK_IDS = ['requestPhases', 'filesBeforeGrid', 'slowGridCold', 'slowGridWarm', 'warmRevalidations', 'mainThreadCpu', 'mainThreadCpuWarm'];

/**
 * The first screen on the issue's slow link: phases, files, cold and warm grid times, what a
 * reload asks again, main-thread CPU, the waterfall picture.
 */
async function slowLink(server) {
  const result = await measureSlowLink(server.url, { runs: PLAN.gridRuns });
  details.slowLink = result;
  const note = (series) => `runs: ${series.runs.map((ms) => Math.round(ms)).join(', ')} ms`;
  values.requestPhases = { value: result.phases.median, note: `runs: ${result.phases.runs.join(', ')} (document, …, render)` };
  values.filesBeforeGrid = { value: result.files.median, note: `runs: ${result.files.runs.join(', ')}` };
  values.slowGridCold = { value: result.cold.median, note: note(result.cold) };
  values.slowGridWarm = { value: result.warm.median, note: note(result.warm) };
  // What else a reload asked (the document, the unhashed entries), for reading the figure.
  const code = result.revalidations.asked.filter((answer) => answer.url === '/' || (/\.(js|css)$/.test(answer.url) && !result.revalidations.hashed.some((hashed) => hashed.url === answer.url)));
  values.warmRevalidations = {
    value: result.revalidations.median,
    note: `runs: ${result.revalidations.runs.join(', ')}; also asked: ${code.map((answer) => `${answer.url.split('/').pop() || '/'} ${answer.status}`).join(', ')}`,
  };
  values.mainThreadCpu = { value: result.cpu.cold.median, note: `${note(result.cpu.cold)}; wall ${Math.round(result.cpu.cold.wallMs)} ms` };
  values.mainThreadCpuWarm = { value: result.cpu.warm.median, note: `${note(result.cpu.warm)}; wall ${Math.round(result.cpu.warm.wallMs)} ms` };
  const file = options.smoke ? SMOKE_WATERFALL : DEFAULT_WATERFALL;
  const panels = [{ title: 'this build, 150 ms RTT / 10 Mbps, cold', ...result.waterfall }];
  if (options.before) {
    const before = JSON.parse(fs.readFileSync(options.before, 'utf8')).details?.slowLink?.waterfall;
    if (!before) throw new Error(`${options.before} holds no slow-link waterfall`);
    panels.unshift({ title: `before (${path.basename(options.before)}), same link, cold`, ...before });
  }
  fs.writeFileSync(file, waterfallSvg(panels));
  progress(
    `slow link: ${result.phases.median} phases, ${result.files.median} files, grid at ${Math.round(result.cold.median)} ms cold, ${Math.round(result.warm.median)} ms warm, ` +
      `${result.revalidations.median} hashed files asked again, main thread ${Math.round(result.cpu.cold.median)} ms CPU cold; waterfall in ${path.relative(process.cwd(), file)}`,
  );
}

/** The first screen's search answer: server CPU per request with brotli against plain. */
async function searchCost(server) {
  const result = await measureCompressionCost(server.url, server.pid, SEARCH_ALL, { rounds: PLAN.costRounds, perBatch: PLAN.costBatch });
  details.searchCost = result;
  const answered = Object.entries(result.answered).map(([mode, count]) => `${mode} ${count}`).join(', ');
  values.searchBrCost = { value: result.ratio, note: `${Math.round(result.brUs)} ÷ ${Math.round(result.plainUs)} µs per request (${answered})` };
  progress(`search answer: ${Math.round(result.brUs)} µs CPU with brotli, ${Math.round(result.plainUs)} µs plain (${result.ratio.toFixed(2)}×)`);
}

/** The ids of the front-end measurement's rows (besides one per route). */
const FRONT_END_IDS = ['timeToGrid', 'firstLoadGz', 'codeViewGz', 'duplicates'];

/** The bench's rows: METRICS with one row per remote's first page after the first load's. */
function metricsWithRoutes(routes) {
  const metrics = [...METRICS];
  metrics.splice(metrics.findIndex((metric) => metric.id === 'firstLoadGz') + 1, 0, ...routes.map(routeMetric));
  return metrics;
}

/**
 * The end of an `--only` run: prints its rows, the load average and any error, and writes them
 * (with the measured values and details) to --out if given.
 */
function reportOnly(mode, ids, loadBefore, metrics = METRICS) {
  const rows = buildRows(metrics.filter((metric) => ids.includes(metric.id)), values);
  const loadAfter = os.loadavg();
  console.log(formatTable(rows));
  console.log(`load average ${loadBefore.map((load) => load.toFixed(2)).join(' ')} before, ${loadAfter.map((load) => load.toFixed(2)).join(' ')} after`);
  for (const crash of crashes) console.log(`error: ${crash}`);
  const machine = { cores: os.cpus().length, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter };
  if (options.out) fs.writeFileSync(options.out, `${JSON.stringify({ date: new Date().toISOString(), mode, machine, rows, values, details }, null, 2)}\n`);
  if (crashes.length) process.exitCode = 1;
}

/**
 * One `--only` measurement on a server of its own (fresh data, started by `start`), then its
 * report (reportOnly).
 */
async function onOneServer(mode, ids, loadBefore, work, { metrics = METRICS, start = async (dataDir) => startServer({ dataDir, port: await freePort() }) } = {}) {
  buildStale();
  const dataDir = freshDataDir();
  const server = await start(dataDir);
  try {
    await work(server);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  reportOnly(mode, ids, loadBefore, metrics);
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  progress(`pnpm bench${options.smoke ? ' --smoke' : ''} on ${os.cpus().length} cores, load average ${loadBefore.map((load) => load.toFixed(2)).join(' ')}`);

  if (ONLY === 'start') {
    buildStale();
    const ids = ['serverStart', 'serverRestart', 'bareStart', 'startRatio', 'rssAfterStart'];
    await measure('server start', ids, coldStarts);
    reportOnly('start', ids, loadBefore);
    return;
  }

  if (ONLY === 'load') {
    const ids = ['searchAllRps', 'searchAllP99', 'searchJuiceRps', 'searchJuiceP99', 'challengesRps', 'ceilingRps', 'searchCeilingRatio', 'mixErrors', 'mixP99', 'rssAfterLoad'];
    const work = async (server) => {
      await throughput(server);
      await measure('logged-in mix', ['mixErrors', 'mixP99'], () => loggedInMix(server));
      progress(`idle for ${PLAN.idleSeconds} s …`);
      await sleep(PLAN.idleSeconds * 1000);
      values.rssAfterLoad = { value: server.rssMb(), note: `after ${PLAN.idleSeconds} s idle` };
    };
    await onOneServer('load', ids, loadBefore, work, { start: startLoadServer });
    return;
  }

  if (ONLY === 'slow-link') {
    await onOneServer('slow-link', [...SLOW_LINK_IDS, 'searchBrCost'], loadBefore, async (server) => {
      await measure('slow link', SLOW_LINK_IDS, () => slowLink(server));
      await measure('search cost', ['searchBrCost'], () => searchCost(server));
    });
    return;
  }

  if (ONLY === 'front-end') {
    const routes = remoteFirstPages();
    const ids = [...FRONT_END_IDS, ...routes.map((route) => `route:${route.path}`)];
    await onOneServer('front-end', ids, loadBefore, (server) => measure('front end', ids, () => frontEnd(server, routes)), { metrics: metricsWithRoutes(routes) });
    return;
  }

  if (options.smoke || options['no-build']) {
    buildStale();
    values.buildTime = options.smoke ? 'not timed in a smoke run' : 'not timed (--no-build)';
  } else {
    await measure('build', ['buildTime'], async () => {
      progress('clean production build (pnpm build) …');
      values.buildTime = await timedCleanBuild(path.join(os.tmpdir(), 'pulp-bench-build.log'));
      progress(`build: ${values.buildTime.toFixed(1)} s`);
    });
  }

  await measure('server start', ['serverStart', 'serverRestart', 'bareStart', 'startRatio', 'rssAfterStart'], coldStarts);

  let routes = [];
  await measure('route table', [], async () => {
    routes = remoteFirstPages();
  });

  const dataDir = freshDataDir();
  let server = null;
  try {
    await measure('load server', ['rssAfterLoad'], async () => {
      server = await startLoadServer(dataDir);
    });
    if (server) {
      await throughput(server);
      await measure('logged-in mix', ['mixErrors', 'mixP99', ...Object.values(STEP_ROWS)], () => loggedInMix(server));
      await measure('memory after load', ['rssAfterLoad'], async () => {
        progress(`idle for ${PLAN.idleSeconds} s …`);
        await sleep(PLAN.idleSeconds * 1000);
        values.rssAfterLoad = { value: server.rssMb(), note: `after ${PLAN.idleSeconds} s idle` };
      });
      await measure('search cost', ['searchBrCost'], () => searchCost(server));
      await measure('slow link', SLOW_LINK_IDS, () => slowLink(server));
      await measure('front end', [...FRONT_END_IDS, ...routes.map((route) => `route:${route.path}`)], () => frontEnd(server, routes));
    }
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const rows = buildRows(metricsWithRoutes(routes), values);
  const counts = tally(rows);
  const loadAfter = os.loadavg();

  console.log(formatTable(rows));
  console.log(`\n${counts.pass} pass, ${counts.fail} fail, ${counts['n/a']} not measured, ${counts.info} printed only`);
  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}, load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after`);
  for (const note of details.mix?.notes ?? []) console.log(`note: ${note}`);
  for (const crash of crashes) console.log(`error: ${crash}`);

  const report = {
    date: startedAt.toISOString(),
    mode: options.smoke ? 'smoke' : 'full',
    machine: { cores: os.cpus().length, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
    plan: PLAN,
    rows,
    details,
    errors: crashes,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`figures written to ${path.relative(process.cwd(), resultsFile) || resultsFile}`);

  if (crashes.length) process.exitCode = 1;
  if (options.smoke) {
    // A smoke run judges no budget: it only proves that every measurement still yields a figure.
    const missing = rows.filter((row) => row.value === null && row.id !== 'buildTime' && !row.reason?.startsWith(NOT_AVAILABLE));
    if (missing.length) {
      console.log(`smoke: no figure for ${missing.map((row) => row.metric.trim()).join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`smoke: every measurement produced a figure (${rows.length} rows)`);
    }
  } else if (options.strict && counts.fail) {
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
