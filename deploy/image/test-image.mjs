// pnpm test:image [--if-available] [--no-build] [--load]: the production image for real. Builds it
// (pnpm image), starts it with podman (read-only root, /data on a fresh volume), waits for
// readiness, logs in, orders, solves a challenge, stops the container (SIGTERM), starts a new one
// on the same volume and checks that the order and the solve are still there, then replaces it as
// MultiJuicer does (a container on a fresh volume) and restores the solve with a code built the
// way MultiJuicer's progress watchdog builds it, from GET /api/challenges. Prints the start
// to ready times, resident memory and the stop time. --if-available: prints "skipped: <reason>"
// and succeeds where podman is missing or cannot run containers (.ci/run uses it). --load then
// runs pnpm bench's load on a third container (searches, challenge list, 20 logged-in users; about
// a minute) and prints its resident memory after the load and 10 s idle, as the bench does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPodman } from './podman.mjs';
import { serverEnvironment } from '../../server/scripts/node-options.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
const IMAGE = process.env.PULP_IMAGE || `localhost/pulp:${VERSION}`;
const ifAvailable = process.argv.includes('--if-available');
const withLoad = process.argv.includes('--load');
const DEMO = { email: 'demo@pulp.shop', password: 'squeeze123' };

function skip(reason) {
  console.log(`skipped: ${reason}`);
  process.exit(ifAvailable ? 0 : 1);
}

if (spawnSync('podman', ['--version']).status !== 0) skip('podman is not installed (Debian package podman)');
if (!process.argv.includes('--no-build')) {
  const built = spawnSync('bash', [path.join(ROOT, 'deploy', 'image', 'build.sh')], { stdio: 'inherit', env: { ...process.env, PULP_IMAGE: IMAGE } });
  if (built.status !== 0) throw new Error('pnpm image failed');
}
const podmanSetup = findPodman(IMAGE);
if (podmanSetup.skip) skip(podmanSetup.skip);
console.log(`== running ${IMAGE} with ${podmanSetup.how}`);

function podman(args, { check = true } = {}) {
  const result = spawnSync('podman', [...podmanSetup.global, ...args], { encoding: 'utf8', timeout: 120_000 });
  if (check && result.status !== 0) throw new Error(`podman ${args.join(' ')} failed: ${result.stderr || result.error}`);
  return result.stdout.trim();
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function assert(condition, message) {
  if (!condition) throw new Error(`image journey: ${message}`);
}

const suffix = `${process.pid}-${Date.now()}`;
const volume = `pulp-test-${suffix}`;
// A second, fresh volume: the pod MultiJuicer starts when it replaces a team's pod (emptyDir /data).
const replacementVolume = `pulp-test-r-${suffix}`;
const containers = [];
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

async function call(method, url, { token, body } = {}) {
  const response = await fetch(base + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, json, text };
}

/** Starts a container on the volume; resolves with the milliseconds from `podman run` to readiness 200. */
async function start(name, onVolume = volume) {
  const started = performance.now();
  podman(['run', '-d', ...podmanSetup.run, '--name', name, '--read-only', '-p', `127.0.0.1:${port}:3000`, '-v', `${onVolume}:/data:U`, IMAGE]);
  containers.push(name);
  while (performance.now() - started < 60_000) {
    try {
      const ready = await fetch(`${base}/rest/admin/readiness`);
      if (ready.status === 200) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${name} was not ready within 60 s:\n${podman(['logs', name], { check: false })}`);
}

function residentMemory(name) {
  const status = podman(['exec', name, '/usr/local/bin/node', '-e', 'process.stdout.write(require("fs").readFileSync("/proc/1/status", "utf8"))']);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** podman stop sends SIGTERM; the shop must exit by itself (code 0) well before podman's 10 s kill. */
function stop(name) {
  const started = performance.now();
  podman(['stop', '--time', '10', name]);
  const elapsed = performance.now() - started;
  const exitCode = Number(podman(['inspect', name, '--format', '{{.State.ExitCode}}']));
  return { elapsed, exitCode };
}

/**
 * pnpm bench's load (same library, same plan) against a fresh container on the journey's volume,
 * its stock topped up first as the bench does; then 10 s idle and the resident memory.
 */
async function benchLoad(running) {
  const { topUpStock } = await import('../../e2e/bench/lib/stock.mjs');
  const { measureThroughput } = await import('../../e2e/bench/lib/load.mjs');
  const { prepareMix, runMix } = await import('../../e2e/bench/lib/mix.mjs');
  podman(['stop', '--time', '10', running]);
  topUpStock(podman(['volume', 'inspect', volume, '--format', '{{.Mountpoint}}']));
  await start(`pulp-test-c-${suffix}`);
  const load = { connections: 20, seconds: 10, warmupSeconds: 2 };
  const searchAll = await measureThroughput(base, '/rest/products/search?q=', load);
  const searchJuice = await measureThroughput(base, '/rest/products/search?q=juice', load);
  const challenges = await measureThroughput(base, '/api/Challenges', load);
  const plan = await prepareMix(base, { virtualUsers: 20, runId: Date.now().toString(36) });
  const mix = await runMix(plan, { durationMs: 20_000 });
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  return { searchAll, searchJuice, challenges, mix, rssAfterLoad: residentMemory(containers[containers.length - 1]) };
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const figures = {};
try {
  figures.firstStart = await start(`pulp-test-a-${suffix}`);
  const first = containers[0];
  assert((await call('GET', '/rest/admin/application-version')).json?.version === VERSION, 'the version probe answers with the version');
  figures.rssAfterStart = residentMemory(first);

  // Log in, order, solve.
  const login = await call('POST', '/rest/user/login', { body: DEMO });
  assert(login.status === 200, `login: ${login.status} ${login.text}`);
  const { token, bid } = login.json.authentication;
  const address = (await call('GET', '/api/Addresss', { token })).json.data[0];
  const card = (await call('GET', '/api/Cards', { token })).json.data[0];
  const delivery = (await call('GET', '/api/Deliverys', { token })).json.data[0];
  const product = (await call('GET', '/rest/products/search?q=juice')).json.data[0];
  assert(address && card && delivery && product, 'the seeded address, card, delivery methods and products are there');
  const added = await call('POST', '/api/BasketItems', { token, body: { ProductId: product.id, BasketId: bid, quantity: 1 } });
  assert(added.status === 200 || added.status === 201, `basket add: ${added.status} ${added.text}`);
  const checkout = await call('POST', `/rest/basket/${bid}/checkout`, { token, body: { orderDetails: { paymentId: card.id, addressId: address.id, deliveryMethodId: delivery.id } } });
  assert(checkout.status === 200 && checkout.json?.orderConfirmation, `checkout: ${checkout.status} ${checkout.text}`);
  const orderId = checkout.json.orderConfirmation;
  const securityTxt = await call('GET', '/.well-known/security.txt');
  assert(securityTxt.status === 200, 'security.txt is served');
  const solvedBefore = (await call('GET', '/api/Challenges?key=securityPolicyChallenge')).json.data[0];
  assert(solvedBefore?.solved === true, 'the Security Policy challenge is solved');
  const codeBefore = (await call('GET', '/rest/continue-code')).json.continueCode;

  // Writes stayed inside the volume: the root filesystem is read-only.
  const write = spawnSync('podman', [...podmanSetup.global, 'exec', first, '/usr/local/bin/node', '-e', 'require("fs").writeFileSync("/app/x", "x")'], { encoding: 'utf8' });
  assert(write.status !== 0 && /EROFS|read-only/i.test(write.stderr), 'the root filesystem refuses writes');
  const user = podman(['exec', first, '/usr/local/bin/node', '-e', 'process.stdout.write(String(process.getuid()))']);
  assert(user === '10001', `the shop runs as user 10001, not ${user}`);
  // The shop runs with the Node options and allocator settings of every production start.
  const environ = podman(['exec', first, '/usr/local/bin/node', '-e', 'process.stdout.write(require("fs").readFileSync("/proc/1/environ", "utf8"))']).split('\0');
  for (const [name, value] of Object.entries(serverEnvironment({}))) assert(environ.includes(`${name}=${value}`), `the shop runs with ${name}=${value} (server/scripts/node-options.mjs)`);

  figures.stop = stop(first);
  assert(figures.stop.exitCode === 0, `the shop exits with 0 on SIGTERM, not ${figures.stop.exitCode}`);

  // A new container on the same volume keeps the order and the solve.
  figures.restart = await start(`pulp-test-b-${suffix}`);
  const again = await call('POST', '/rest/user/login', { body: DEMO });
  const history = await call('GET', '/rest/order-history', { token: again.json.authentication.token });
  assert(history.json.data.some((order) => order.orderId === orderId), `order ${orderId} is in the history after the restart`);
  const solvedAfter = (await call('GET', '/api/Challenges?key=securityPolicyChallenge')).json.data[0];
  assert(solvedAfter?.solved === true, 'the solve survived the restart');
  assert((await call('GET', '/rest/continue-code')).json.continueCode === codeBefore, 'the progress code is unchanged');
  figures.rssAfterJourney = residentMemory(containers[1]);

  // MultiJuicer replaces the pod: its progress watchdog has read the solves from GET /api/challenges
  // and restores them into the new, empty shop with a code it builds in the other shop's format.
  const watched = (await call('GET', '/api/challenges')).json.data.filter((challenge) => challenge.solved).map((challenge) => challenge.key);
  assert(watched.includes('securityPolicyChallenge'), 'GET /api/challenges shows the solve');
  podman(['stop', '--time', '10', containers[1]]);
  await start(`pulp-test-d-${suffix}`, replacementVolume);
  assert(!(await call('GET', '/api/challenges')).json.data.some((challenge) => challenge.solved), 'the replacement starts with nothing solved');
  const serverRequire = createRequire(path.join(ROOT, 'server', 'package.json'));
  const Hashids = serverRequire('hashids');
  // Numbered as today's watchdog numbers them (the image's default multiJuicer.progressCodeNumbering).
  const { numberingKeys } = serverRequire('./dist/features/challenges/multijuicer/numbering.js');
  const watchdogList = numberingKeys('20.2.0');
  const watchdogCode = new Hashids('this is my salt', 60, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890').encode(
    watched.map((key) => watchdogList.indexOf(key) + 1),
  );
  const restored = await call('PUT', `/rest/continue-code/apply/${watchdogCode}`);
  assert(restored.status === 200, `the watchdog's code is taken: ${restored.status} ${restored.text}`);
  const restoredKeys = (await call('GET', '/api/challenges')).json.data.filter((challenge) => challenge.solved).map((challenge) => challenge.key);
  assert(restoredKeys.includes('securityPolicyChallenge'), 'the solve is back in the replacement pod');
  podman(['stop', '--time', '10', containers[containers.length - 1]]);

  if (withLoad) figures.load = await benchLoad(containers[1]);

  console.log('image journey passed: login, order, solve, restart on the same volume, order and solve kept; a replacement on a fresh volume got the solve back from a MultiJuicer-style code');
  console.log(`start to ready (fresh volume, seeding): ${Math.round(figures.firstStart)} ms`);
  console.log(`start to ready (restart on the volume): ${Math.round(figures.restart)} ms`);
  console.log(`RSS after start: ${mb(figures.rssAfterStart)}; after the journey: ${mb(figures.rssAfterJourney)}`);
  console.log(`stop on SIGTERM: ${Math.round(figures.stop.elapsed)} ms, exit code ${figures.stop.exitCode}`);
  if (figures.load) {
    const { searchAll, searchJuice, challenges, mix, rssAfterLoad } = figures.load;
    console.log(`bench load in the container: search ?q= ${Math.round(searchAll.requestsPerSecond)} req/s, ?q=juice ${Math.round(searchJuice.requestsPerSecond)} req/s, challenge list ${Math.round(challenges.requestsPerSecond)} req/s, logged-in mix ${mix.requests} requests with ${mix.errors} errors (p99 ${Math.round(mix.overall.p99)} ms)`);
    console.log(`RSS after the load + 10 s idle: ${mb(rssAfterLoad)} (teams per GiB at this RSS: ${Math.floor(2 ** 30 / rssAfterLoad)})`);
  }
} finally {
  for (const name of containers) podman(['rm', '-f', name], { check: false });
  for (const name of [volume, replacementVolume]) podman(['volume', 'rm', '-f', name], { check: false });
}
