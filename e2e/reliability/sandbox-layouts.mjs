// Sandbox layouts: `pnpm start` (server/scripts/start.mjs, as users run it) with its data directory
// in each place a trainer may put it — inside the app like the default ./data, beside the app
// with a name that begins like the app's, one whose path the app's path begins with, and
// anywhere else with a configuration file beside the app — must serve the shop under Node's
// permission model, with the production Node options (server/scripts/node-options.mjs), store
// what a customer does, and print no stack trace.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort, REPO_ROOT } from './lib/shop.mjs';
import { request } from './lib/client.mjs';
import { serverEnvironment } from '../../server/scripts/node-options.mjs';

const START = path.join(REPO_ROOT, 'server', 'scripts', 'start.mjs');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The layouts to try: [name, data directory, configuration file or null]. A layout whose folder exists already is skipped. */
function layouts() {
  const tag = randomBytes(3).toString('hex');
  const shorter = REPO_ROOT.slice(0, -1);
  return [
    ['inside the app (as ./data)', path.join(REPO_ROOT, `data-layout-${tag}`), null],
    ['beside the app, its name begun by the app folder\'s', `${REPO_ROOT}-data-${tag}`, null],
    ['beside the app, its path the beginning of the app folder\'s', shorter.endsWith(path.sep) ? null : shorter, null],
    ['elsewhere, with a configuration file beside the app', path.join(os.tmpdir(), `pulp-layout-${tag}`), `${REPO_ROOT}-layout-${tag}.json`],
  ].filter(([, dataDir]) => dataDir !== null);
}

/** The environment the server process `pnpm start` started (its one child) runs with, as Linux shows it. */
function serverProcessEnvironment(startPid) {
  const [serverPid] = fs.readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/);
  const entries = fs.readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
}

/** Whether every variable of the production start (no NODE_OPTIONS of the caller's: the options alone) is set as the module says. */
function hasServerEnvironment(environment) {
  return Object.entries(serverEnvironment({})).every(([name, value]) => environment[name] === value);
}

async function startAs(dataDir, configFile) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), PULP_DATA_DIR: dataDir, ...(configFile ? { PULP_CONFIG: configFile } : {}) };
  const child = spawn(process.execPath, [START], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve((exited = code ?? 0))));
  const started = Date.now();
  while ((await request(url, { path: '/rest/admin/application-version', timeoutMs: 1000 })).status !== 200) {
    if (exited !== null || Date.now() - started > 60_000) break;
    await sleep(50);
  }
  return {
    url,
    answering: exited === null,
    environment: exited === null ? serverProcessEnvironment(child.pid) : {},
    output: () => Buffer.concat(output).toString(),
    stop: async () => {
      if (exited === null) child.kill('SIGTERM');
      await exit;
    },
  };
}

/** Each layout: started sandboxed, answered the page and a registration, printed no stack trace. */
export async function sandboxLayouts() {
  const results = [];
  for (const [name, dataDir, configFile] of layouts()) {
    if (fs.existsSync(dataDir)) {
      results.push({ name, skipped: `${dataDir} exists already` });
      continue;
    }
    if (configFile) fs.writeFileSync(configFile, JSON.stringify({ application: { name: 'Layout Shop' } }));
    const shop = await startAs(dataDir, configFile);
    const result = { name, dataDir, answering: shop.answering, nodeOptions: shop.environment.NODE_OPTIONS, serverEnvironment: hasServerEnvironment(shop.environment) };
    try {
      if (shop.answering) {
        result.page = (await request(shop.url, { path: '/' })).status;
        const email = `layout-${randomBytes(3).toString('hex')}@example.test`;
        const body = { email, password: 'Layout-1', passwordRepeat: 'Layout-1', securityQuestion: { id: 1 }, securityAnswer: 'x' };
        result.registered = (await request(shop.url, { method: 'POST', path: '/api/Users', body })).status;
        if (configFile) result.configName = (await request(shop.url, { path: '/rest/admin/application-configuration' })).json?.config?.application?.name;
      }
    } finally {
      await shop.stop();
      const output = shop.output();
      result.sandboxed = /^Sandboxed by Node's permission model/m.test(output);
      result.stackTrace = /\n\s+at .+:\d+:\d+\)?\n/.test(output);
      result.ok = result.answering && result.serverEnvironment && result.page === 200 && result.registered === 201 && result.sandboxed && !result.stackTrace && (!configFile || result.configName === 'Layout Shop');
      const environmentNote = result.answering && !result.serverEnvironment ? [`the server ran with NODE_OPTIONS="${result.nodeOptions ?? ''}", not the production start's environment`] : [];
      if (!result.ok) result.output = [...environmentNote, ...output.split('\n').slice(-8)].join(' | ');
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (configFile) fs.rmSync(configFile, { force: true });
    }
    results.push(result);
  }
  return results;
}
