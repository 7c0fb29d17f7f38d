// The real, built server as a child process on a loopback port, with the handles the
// reliability suite needs: memory, kill -9, restart on the same data directory, its stderr.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort, readRssMb } from '../../bench/lib/server.mjs';
import { REPO_ROOT, SERVER_ENTRY } from '../../bench/lib/paths.mjs';
import { request } from './client.mjs';
import { serverEnvironment } from '../../../server/scripts/node-options.mjs';

export { freePort, readRssMb, REPO_ROOT, SERVER_ENTRY };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Servers still running when the suite ends (normally or by a failure) are killed with it. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130));
}

export function freshDataDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `pulp-reliability-${label}-`));
}

/**
 * Starts the server and waits for its first answer. `nodeArgs` go before the entry (permission
 * flags, --require hooks); `env` is added to the environment.
 */
export async function startShop({ dataDir, port, nodeArgs = [], env = {}, timeoutMs = 60_000 }) {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build the server first (pnpm --filter ./server build)`);
  const url = `http://127.0.0.1:${port}`;
  const stderr = [];
  // Started as every production start runs it (server/scripts/node-options.mjs).
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: serverEnvironment({ ...process.env, PORT: String(port), HOST: '127.0.0.1', PULP_DATA_DIR: dataDir, PULP_LOG: '', ...env }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => stderr.push(chunk));
  running.add(child);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      exited = { code, signal };
      resolve(exited);
    });
  });
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the server exited (${exited.code ?? exited.signal}) before answering:\n${Buffer.concat(stderr).toString()}`);
    const answer = await request(url, { path: '/rest/admin/application-version', timeoutMs: 1000 });
    if (answer.status === 200) break;
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms`);
    }
    await sleep(25);
  }
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    startMs: Date.now() - started,
    alive: () => exited === null,
    exited: () => exited,
    stderr: () => Buffer.concat(stderr).toString(),
    rssMb: () => readRssMb(child.pid),
    /** kill -9: no clean shutdown, no chance to finish writes. */
    kill9: async () => {
      if (exited) return;
      child.kill('SIGKILL');
      await exit;
    },
    stop: async () => {
      if (exited) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exit;
      clearTimeout(killer);
    },
  };
}

/**
 * The server's own route table: the built app is assembled (not listening) on a throwaway data
 * directory and lists what Fastify registered.
 */
export function serverRoutes() {
  const dataDir = freshDataDir('routes');
  const script = `
const { buildShop } = require(${JSON.stringify(path.join(REPO_ROOT, 'server', 'dist', 'app.js'))});
const { settingsFromEnv } = require(${JSON.stringify(path.join(REPO_ROOT, 'server', 'dist', 'config', 'settings.js'))});
buildShop(settingsFromEnv({ PULP_DATA_DIR: ${JSON.stringify(dataDir)}, PORT: '0' })).then(async (shop) => {
  process.stdout.write(JSON.stringify(shop.routes));
  await shop.close();
});`;
  try {
    return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A shop whose products have ample stock (set while it is stopped), so that minutes of
 * checkouts cannot sell out: started once to seed, stopped, stocked, started again.
 */
export async function startStockedShop({ dataDir, port, stock = 1_000_000, ...options }) {
  await (await startShop({ dataDir, port, ...options })).stop();
  const require = createRequire(import.meta.url);
  const Database = require(require.resolve('better-sqlite3', { paths: [path.join(REPO_ROOT, 'server')] }));
  const db = new Database(databaseFile(dataDir));
  db.prepare('UPDATE Quantitys SET quantity = ?').run(stock);
  db.close();
  return startShop({ dataDir, port, ...options });
}

/** The shop's database file in a data directory. */
export const databaseFile = (dataDir) => path.join(dataDir, 'pulp.sqlite');
