import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/training';
import { freePortSync } from '../support/ports';
import { startPagesLoggedIn } from '../support/shop';
import type { OwnShop } from '../support/own-shop';

/**
 * Deploying a remote on its own, on a shop of its own and a second origin: a second
 * build of mf-staff is made, copied to a static host on another port with `pnpm remote deploy`,
 * and promoted while an accountant's page is open; the next visit to accounting loads it with no
 * reload. An incompatible build is refused, rollback works, and with the other origin gone the
 * last good build is used.
 */
const REPO_ROOT = path.join(__dirname, '..', '..');
const CLI = path.join(REPO_ROOT, 'scripts', 'remote', 'cli.mjs');
const ACCOUNTANT = { email: 'ledger@pulp.shop', password: 'Bal4nce-Sheet!' };
const ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };
const V2 = '0.2.0+e2e';
const REACT18 = '0.3.0+react18';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-e2e-remotes-'));
const builds = path.join(work, 'builds');
const hostDir = path.join(work, 'host');
const hostPort = freePortSync();
const hostUrl = `http://127.0.0.1:${hostPort}`;
let host: ChildProcess | null = null;

/** Runs `pnpm remote …` (the command itself, without pnpm's wrapper). */
function remoteCommand(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
}

async function startHost(): Promise<void> {
  const child = spawn(process.execPath, [CLI, 'serve', hostDir, '--port', String(hostPort)], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  host = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    child.once('exit', (code) => reject(new Error(`pnpm remote serve exited with ${code}`)));
  });
}

async function stopHost(): Promise<void> {
  const child = host;
  host = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test.beforeAll(() => {
  // A second build of mf-staff, made elsewhere so that it does not become this checkout's newest
  // (seconds with webpack's cache warm from the shop's own build, up to a minute without).
  test.setTimeout(120_000);
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'mf-staff', 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'mf-staff'),
    env: { ...process.env, PULP_REMOTE_VERSION: V2, PULP_REMOTE_DIST: builds },
    stdio: 'ignore',
  });
});

test.afterAll(async () => {
  await stopHost();
  fs.rmSync(work, { recursive: true, force: true });
});

async function adminHeaders(page: Page, shop: OwnShop) {
  const login = await page.request.post(`${shop.url}/rest/user/login`, { data: ADMIN });
  return { Authorization: `Bearer ${((await login.json()) as { authentication: { token: string } }).authentication.token}` };
}

/** A navigation inside the open page (the hash router), never a reload. */
async function go(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

/** The accounting page as shown, and the entry of the build it came from. */
async function accountingEntry(page: Page): Promise<string | null> {
  await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();
  await expect(page.locator('#accounting-products tr.product-row').first()).toBeVisible();
  return page.locator('.remote-area.remote-staff').getAttribute('data-remote-entry');
}

/** Waits until the open page reports that staff now loads from `entry`; resolves with the time it took from `since`. */
function switched(page: Page, entry: string, since: () => number): Promise<number> {
  return new Promise((resolve) => {
    const listener = (message: { text: () => string }) => {
      if (message.text() === `Remote staff now loads from ${entry}`) {
        page.off('console', listener);
        resolve(Date.now() - since());
      }
    };
    page.on('console', listener);
  });
}

test('a team deploys mf-staff v2 to another origin, promotes it under an open page, is refused an incompatible build, rolls back, and survives its origin going down', async ({ page, shop }) => {
  test.setTimeout(120_000);
  const v2Entry = `${hostUrl}/staff/${V2}/remoteEntry.js`;

  // pnpm remote deploy: the build goes to the static host folder, which another port serves.
  const deployed = remoteCommand(['deploy', 'staff', '--from', builds, '--to', hostDir, '--base-url', hostUrl]);
  expect(deployed.status, deployed.stderr).toBe(0);
  expect(deployed.stdout).toContain(`Entry: ${v2Entry}`);
  // A build that needs React 18 (its remote.json says so, as a build against React 18 would).
  fs.cpSync(path.join(hostDir, 'staff', V2), path.join(hostDir, 'staff', REACT18), { recursive: true });
  const react18File = path.join(hostDir, 'staff', REACT18, 'remote.json');
  const react18 = JSON.parse(fs.readFileSync(react18File, 'utf8'));
  fs.writeFileSync(react18File, JSON.stringify({ ...react18, version: REACT18, shared: { ...react18.shared, react: '^18.2.0', 'react-dom': '^18.2.0' } }));
  await startHost();

  // The accountant's page is open on v1, the shop's own build.
  await startPagesLoggedIn(page, shop.url, ACCOUNTANT);
  await open(page, shop, '/accounting');
  const v1Entry = await accountingEntry(page);
  expect(v1Entry).toMatch(new RegExp(`^${shop.url}/mf/staff/[^/]+/remoteEntry\\.js$`));
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await go(page, '/search');

  // Promote v2: the open page hears of it over its socket.
  const admin = await adminHeaders(page, shop);
  let promotedAt = 0;
  const heard = switched(page, v2Entry, () => promotedAt);
  promotedAt = Date.now();
  const promoted = await page.request.put(`${shop.url}/rest/admin/remotes/staff`, { headers: admin, data: { entry: v2Entry } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  const promoteToSwitchMs = await heard;
  console.log(`promote → open page switched to v2: ${promoteToSwitchMs} ms`);

  // The next visit to accounting runs v2 from the other origin, with no reload of the shell.
  const fromOtherOrigin: string[] = [];
  page.on('request', (request) => request.url().startsWith(hostUrl) && fromOtherOrigin.push(new URL(request.url()).pathname));
  await go(page, '/accounting');
  expect(await accountingEntry(page)).toBe(v2Entry);
  expect(fromOtherOrigin).toEqual(expect.arrayContaining([`/staff/${V2}/remote.json`, `/staff/${V2}/remoteEntry.js`, expect.stringMatching(new RegExp(`^/staff/${V2.replace('+', '\\+')}/\\d+\\.[0-9a-f]{8}\\.js$`))]));
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // An incompatible build is refused with the library and both versions; v2 keeps serving.
  const refused = remoteCommand(['promote', 'staff', `${hostUrl}/staff/${REACT18}/remoteEntry.js`, '--shop', shop.url], { PULP_ADMIN_EMAIL: ADMIN.email, PULP_ADMIN_PASSWORD: ADMIN.password });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`The staff build ${REACT18} does not fit this shell: it needs react ^18.2.0 (the shell provides 19.`);
  await go(page, '/search');
  await go(page, '/accounting');
  expect(await accountingEntry(page)).toBe(v2Entry);

  // The same URL re-deployed with a build the shell cannot take: a fresh page refuses it with
  // the remote's card (library and both versions) and keeps the last good build, v1.
  const v2DescriptorFile = path.join(hostDir, 'staff', V2, 'remote.json');
  const v2Descriptor = fs.readFileSync(v2DescriptorFile, 'utf8');
  fs.writeFileSync(v2DescriptorFile, JSON.stringify({ ...JSON.parse(v2Descriptor), shared: { ...JSON.parse(v2Descriptor).shared, react: '^18.2.0' } }));
  await page.reload();
  const card = page.locator('.error-card');
  await expect(card).toContainText('A new version of this part of the shop was refused');
  await expect(card).toContainText(new RegExp(`Version ${V2.replace('+', '\\+')} needs react \\^18\\.2\\.0, but the shop provides 19\\.\\d+\\.\\d+\\.`));
  expect(await accountingEntry(page)).toBe(v1Entry);
  fs.writeFileSync(v2DescriptorFile, v2Descriptor);

  // Rollback with the command: the open page goes back to v1 on its next visit.
  await page.reload();
  expect(await accountingEntry(page)).toBe(v2Entry);
  await go(page, '/search');
  const back = switched(page, String(v1Entry), () => 0);
  const rolledBack = remoteCommand(['rollback', 'staff', '--shop', shop.url], { PULP_ADMIN_EMAIL: ADMIN.email, PULP_ADMIN_PASSWORD: ADMIN.password });
  expect(rolledBack.status, rolledBack.stderr).toBe(0);
  await back;
  await go(page, '/accounting');
  expect(await accountingEntry(page)).toBe(v1Entry);

  // v2 again, then its origin goes down: a fresh page uses the last good build, the shop works on.
  expect((await page.request.put(`${shop.url}/rest/admin/remotes/staff`, { headers: admin, data: { version: V2 } })).status()).toBe(200);
  await stopHost();
  await page.reload();
  expect(await accountingEntry(page)).toBe(v1Entry);
  await expect(page.locator('.error-card')).toHaveCount(0);
  await go(page, '/search');
  await expect(page.locator('.product-card').first()).toBeVisible();
});
