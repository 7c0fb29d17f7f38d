// pnpm test:reliability: fuzzing, access control, load and slow clients, crash safety and the
// sandbox, each against the real built server on fresh data directories and loopback ports.
// Prints one summary table, writes the figures to e2e/reliability-results.json and exits
// non-zero when a check fails. `--long` is the full-size run for a trainer before a class.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fuzz, INTENDED_5XX } from './fuzz.mjs';
import { accessControl, DOCUMENTED_EXCEPTIONS } from './access.mjs';
import { loadMix, slowClients } from './load.mjs';
import { crashSafety } from './crash.mjs';
import { sandbox } from './sandbox.mjs';
import { sandboxLayouts } from './sandbox-layouts.mjs';
import { stillSolvable } from './solvable.mjs';
import { ACCOUNTANT, ADMIN, login, registerCustomer } from './lib/accounts.mjs';
import { oddTokens } from './lib/tokens.mjs';
import { freePort, freshDataDir, serverRoutes, startShop, startStockedShop } from './lib/shop.mjs';
import { E2E_DIR } from '../bench/lib/paths.mjs';
import { round } from '../bench/lib/stats.mjs';

const long = process.argv.includes('--long');
const SIZE = long
  ? { fuzzRounds: 3, idleMs: 30_000, virtualUsers: 50, loadMs: 60_000, crashLoadMs: 10_000, kills: 3 }
  : { fuzzRounds: 1, idleMs: 10_000, virtualUsers: 50, loadMs: 15_000, crashLoadMs: 2_500, kills: 3 };
const HEADERS_TIMEOUT_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = [];
const details = { mode: long ? 'long' : 'default', startedAt: new Date().toISOString(), node: process.version };
const dataDirs = [];

function check(area, metric, value, pass, note = '') {
  rows.push({ area, metric, value: String(value), pass, note });
}

function fresh(label) {
  const dir = freshDataDir(label);
  dataDirs.push(dir);
  return dir;
}

async function phase(name, run) {
  const started = performance.now();
  process.stdout.write(`reliability (${long ? 'long' : 'default'} run): ${name}…\n`);
  try {
    await run();
  } catch (error) {
    check(name, 'ran to the end', 'no', false, String(error?.stack ?? error).split('\n').slice(0, 3).join(' '));
  }
  details[`${name}Seconds`] = round((performance.now() - started) / 1000, 1);
}

await phase('fuzzing', async () => {
  const routes = serverRoutes();
  const shop = await startShop({ dataDir: fresh('fuzz'), port: await freePort() });
  try {
    const customer = await registerCustomer(shop.url, 'fuzz');
    const admin = await login(shop.url, ADMIN);
    const tokens = { none: undefined, customer: customer.token, accounting: (await login(shop.url, ACCOUNTANT)).token, admin: admin.token };
    const rssAtStart = shop.rssMb();
    // Baseline: the server after one light pass over every route (code loaded, caches filled).
    const warmUp = await fuzz(shop.url, routes, { customer: customer.token }, { huge: false });
    await sleep(SIZE.idleMs / 2);
    const rssBaseline = shop.rssMb();
    // Tokens made with the shop's own key (as with a leaked key) whose claims have the wrong types.
    const result = await fuzz(shop.url, routes, tokens, { rounds: SIZE.fuzzRounds, oddTokens: oddTokens(shop.dataDir) });
    const rssAfterFuzz = shop.rssMb();
    const answering = (await fetch(`${shop.url}/rest/admin/application-version`)).status === 200;
    await sleep(SIZE.idleMs);
    const rssAfterIdle = shop.rssMb();
    const solvable = await stillSolvable(shop.url, { admin, customer });
    details.fuzzing = { routes: routes.length, warmUpRequests: warmUp.requests, ...result, rssAtStart, rssBaseline, rssAfterFuzz, rssAfterIdle, solvable, intended5xx: INTENDED_5XX };
    const unintended = result.unintended5xx.length + warmUp.unintended5xx.length;
    check('fuzzing', 'routes from the server table (method + path)', routes.length, routes.length > 50);
    check('fuzzing', 'requests fuzzed', result.requests + warmUp.requests, result.requests + warmUp.requests >= 10_000, `${result.requests} with 4 callers + ${warmUp.requests} warm-up`);
    check('fuzzing', 'unintended 5xx', unintended, unintended === 0, unintended ? [...result.unintended5xx, ...warmUp.unintended5xx].slice(0, 3).join('; ') : `${result.intended5xx + warmUp.intended5xx} intended (Error Handling, Blocked RCE DoS)`);
    check('fuzzing', 'requests left unanswered', result.noAnswer + warmUp.noAnswer, result.noAnswer + warmUp.noAnswer === 0, `${result.retried + warmUp.retried} retried on a new connection after the server closed one`);
    check('fuzzing', 'process alive and answering', shop.alive() && answering ? 'yes' : 'no', shop.alive() && answering);
    const ratio = rssAfterIdle / rssBaseline;
    check('fuzzing', `RSS after ${SIZE.idleMs / 1000} s idle ÷ baseline`, `${round(ratio, 2)} (${round(rssAfterIdle, 1)} / ${round(rssBaseline, 1)} MB)`, ratio <= 1.2, `fresh start ${round(rssAtStart, 1)} MB, right after fuzzing ${round(rssAfterFuzz, 1)} MB`);
    check('fuzzing', 'intended challenges solved again afterwards', `${solvable.solved} of ${solvable.checked}`, solvable.solved === solvable.checked, solvable.notSolved.join(', '));
  } finally {
    await shop.stop();
  }
});

await phase('access control', async () => {
  const shop = await startShop({ dataDir: fresh('access'), port: await freePort() });
  try {
    const result = await accessControl(shop.url);
    details.accessControl = { ...result, documentedExceptions: DOCUMENTED_EXCEPTIONS };
    check('access control', 'cross-customer pairs refused', `${result.refused} of ${result.pairs}`, result.refused === result.pairs && result.leaks.length === 0, result.leaks.slice(0, 3).join('; '));
    check('access control', 'documented exception still open (View Basket)', result.documentedStillOpen ? 'yes' : 'no', result.documentedStillOpen, `${DOCUMENTED_EXCEPTIONS.length} documented challenge routes`);
  } finally {
    await shop.stop();
  }
});

await phase('load', async () => {
  const shop = await startStockedShop({ dataDir: fresh('load'), port: await freePort() });
  try {
    const mix = await loadMix(shop.url, { virtualUsers: SIZE.virtualUsers, durationMs: SIZE.loadMs, rssMb: shop.rssMb });
    details.load = mix;
    check('load', `logged-in mix: ${mix.virtualUsers} users × ${round(mix.seconds, 0)} s`, `${mix.requests} requests, ${mix.errors} errors`, mix.errors === 0, mix.errorSamples.join('; '));
    check('load', 'logged-in mix: p50 / p99', `${round(mix.overall.p50, 0)} / ${round(mix.overall.p99, 0)} ms`, true, `${round(mix.requestsPerSecond, 0)} req/s`);
    check('load', 'logged-in mix: RSS before → peak → after', `${round(mix.rssBeforeMb, 1)} → ${round(mix.rssPeakMb, 1)} → ${round(mix.rssAfterMb, 1)} MB`, true);
    const slow = await slowClients(shop.url, { sockets: 200, headersTimeoutMs: HEADERS_TIMEOUT_MS });
    details.slowClients = slow;
    check('load', `slow clients: others answered while ${slow.sockets} sockets hang`, `${slow.others - slow.othersFailed} of ${slow.others}`, slow.othersFailed === 0 && slow.stillOpenDuringOthers === slow.sockets, `p99 ${round(slow.othersP99Ms, 0)} ms`);
    check('load', 'slow clients: closed by the header timeout (10 s)', `${slow.closedByServer} of ${slow.sockets}`, slow.closedByServer === slow.sockets && slow.lastClosedAfterMs <= HEADERS_TIMEOUT_MS + 2_500, `after ${round(slow.firstClosedAfterMs / 1000, 1)}–${round(slow.lastClosedAfterMs / 1000, 1)} s, ${slow.answered408} with 408`);
    check('load', 'idle keep-alive closed (5 s timeout)', slow.keepAliveClosedAfterMs === null ? 'never' : `after ${round(slow.keepAliveClosedAfterMs / 1000, 1)} s`, slow.keepAliveClosedAfterMs !== null && slow.keepAliveClosedAfterMs <= 7_500);
    check('load', 'body over 1 MB', slow.oversizeBodyStatus, slow.oversizeBodyStatus === 413);
    check('load', 'process alive', shop.alive() ? 'yes' : 'no', shop.alive());
  } finally {
    await shop.stop();
  }
});

await phase('crash safety', async () => {
  const result = await crashSafety({ dataDir: fresh('crash'), customers: 20, kills: SIZE.kills, loadMs: SIZE.crashLoadMs });
  details.crashSafety = result;
  check('crash safety', 'kill -9 mid-load, restarts on the same data', `${result.kills} kills, ${result.restarts} restarts`, result.kills === SIZE.kills && result.restarts === SIZE.kills);
  check('crash safety', 'PRAGMA integrity_check', result.integrityCheck, result.integrityCheck === 'ok');
  check('crash safety', 'confirmed orders in history with items', `${result.ordersChecked} checked`, result.ordersChecked > 0 && !result.problems.some((problem) => /order/.test(problem)), `${result.ordersInHistories} orders in the histories`);
  check('crash safety', 'wallet and stock all-or-nothing', `${result.customers / 2} wallets, ${result.stockChecked} stock rows`, !result.problems.some((problem) => /wallet|stock/.test(problem)));
  check('crash safety', 'solves kept', `${result.solvesChecked} checked${result.unsolvedAttempts.length ? ` (not solved before a kill: ${result.unsolvedAttempts.join('; ')})` : ''}`, result.solvesChecked === SIZE.kills && !result.problems.some((problem) => /solved/.test(problem)));
  check('crash safety', 'documents whole (orders, reviews)', `${result.documentsChecked} checked, ${result.reviewsConfirmed} confirmed reviews`, !result.problems.some((problem) => /document|review/.test(problem)));
  check('crash safety', 'problems', result.problems.length, result.problems.length === 0, result.problems.slice(0, 3).join('; '));
});

await phase('sandbox', async () => {
  const result = await sandbox({ dataDir: fresh('sandbox') });
  details.sandbox = result;
  check('sandbox', 'server runs under the permission model', result.hooksLoaded ? 'yes' : 'no', Boolean(result.hooksLoaded), '--experimental-permission, fs limited to app + data, --allow-addons');
  check('sandbox', 'watchers catch deliberate escapes (control)', Object.values(result.control).every(Boolean) ? 'yes' : 'no', Object.values(result.control).every(Boolean));
  check('sandbox', 'payloads run', `${result.answered} of ${result.payloads} answered`, result.payloads > 50 && result.answered === result.payloads);
  check('sandbox', 'escapes', result.escapes.length, result.escapes.length === 0, result.escapes.slice(0, 3).join('; '));
  check('sandbox', 'blocked attempts outside app/data', result.blockedAttempts.length, true, result.blockedAttempts.slice(0, 3).join('; '));
});

await phase('sandbox layouts', async () => {
  const layouts = await sandboxLayouts();
  details.sandboxLayouts = layouts;
  for (const layout of layouts) {
    if (layout.skipped) check('sandbox', `pnpm start with the data directory ${layout.name}`, 'skipped', true, layout.skipped);
    else check('sandbox', `pnpm start with the data directory ${layout.name}`, layout.ok ? 'serves, sandboxed, production Node options' : 'no', layout.ok, layout.ok ? '' : `${layout.dataDir}: ${layout.output}`);
  }
});

for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });

const widths = ['area', 'metric', 'value', 'result'].map((title, column) => Math.max(title.length, ...rows.map((row) => [row.area, row.metric, row.value, row.pass ? 'pass' : 'FAIL'][column].length)));
const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
const table = [line(['area', 'metric', 'value', 'result']), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map((row) => line([row.area, row.metric, row.value, row.pass ? 'pass' : 'FAIL']))].join('\n');
process.stdout.write(`\n${table}\n\n`);
for (const row of rows.filter((entry) => entry.note)) process.stdout.write(`- ${row.metric}: ${row.note}\n`);

const file = path.join(E2E_DIR, long ? 'reliability-long-results.json' : 'reliability-results.json');
fs.writeFileSync(file, `${JSON.stringify({ ...details, finishedAt: new Date().toISOString(), rows }, null, 2)}\n`);
const failed = rows.filter((row) => !row.pass);
process.stdout.write(`\n${failed.length ? `${failed.length} check(s) FAILED` : 'every check passed'}; figures in ${path.relative(process.cwd(), file) || file}\n`);
process.exit(failed.length ? 1 : 0);
