// Starts the real, built server (server/dist/index.js) as its own process on a free port and a
// given data directory, times it until its first answer, reads its memory, and stops it.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { SERVER_ENTRY } from './paths.mjs';
import { serverEnvironment } from '../../../server/scripts/node-options.mjs';
import { median } from './stats.mjs';

export const READY_PATH = '/rest/admin/application-version';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function freshDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-bench-'));
}

/** Resident set size in MB (MiB) from the text of /proc/<pid>/status. */
export function parseVmRss(statusText) {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  if (!match) throw new Error('no VmRSS line in the process status');
  return Number(match[1]) / 1024;
}

export function readRssMb(pid) {
  return parseVmRss(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
}

/** One GET without keep-alive; resolves with the status code, or null if nothing answered. */
function probe(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 1000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns the server and polls the ready path every few milliseconds; `startMs` is the time from
 * the spawn call to the first 200 answer (so it includes Node's own start-up).
 */
export async function startServer({ dataDir, port, env = {}, timeoutMs = 60_000 }) {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build the server first`);
  const url = `http://127.0.0.1:${port}`;
  const stderr = [];
  const spawnedAt = performance.now();
  // Started as every production start runs it (server/scripts/node-options.mjs).
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: serverEnvironment({ ...process.env, PORT: String(port), HOST: '127.0.0.1', PULP_DATA_DIR: dataDir, PULP_LOG: '', ...env }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => stderr.push(chunk));
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });

  for (;;) {
    if (exited) throw new Error(`the server exited (${exited.code ?? exited.signal}) before answering:\n${Buffer.concat(stderr).toString()}`);
    if ((await probe(url + READY_PATH)) === 200) break;
    if (performance.now() - spawnedAt > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms`);
    }
    await sleep(10);
  }
  const startMs = performance.now() - spawnedAt;

  return {
    url,
    pid: child.pid,
    startMs,
    rssMb: () => readRssMb(child.pid),
    stderr: () => Buffer.concat(stderr).toString(),
    stop: () => stopProcess(child, () => exited !== null),
  };
}

/**
 * The marks a server started with PULP_START_TRACE=1 wrote (server/src/http/start-trace.ts): each
 * phase of its start and the time since its process started, in order.
 */
export function startPhases(stderrText) {
  return [...stderrText.matchAll(/^pulp start: +([\d.]+) ms (.+?)(?: \(cpu [\d.]+ ms\))?$/gm)].map((match) => ({ phase: match[2], ms: Number(match[1]) }));
}

/** Per phase, the median of its time over several starts' marks (phases in the order they ran). */
export function medianPhases(runs) {
  const byPhase = new Map();
  for (const marks of runs) for (const { phase, ms } of marks) byPhase.set(phase, [...(byPhase.get(phase) ?? []), ms]);
  return Object.fromEntries([...byPhase].map(([phase, times]) => [phase, Math.round(median(times))]));
}

/** SIGTERM (the server closes its database cleanly), SIGKILL if it is still there after 10 s. */
function stopProcess(child, hasExited) {
  if (hasExited()) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The start of a bare Node HTTP server on this machine, timed like startServer (spawn to the
 * first 200): what any Node server pays before its own work, so the shop's start can be read
 * as a ratio that does not depend on the machine's speed.
 */
export async function startBareServer({ port, timeoutMs = 30_000 }) {
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const source = `require('node:http').createServer((q, s) => s.end('ok')).listen(${Number(port)}, '127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the bare server exited before answering');
    if ((await probe(`${url}/`)) === 200) break;
    if (performance.now() - spawnedAt > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the bare server did not answer within ${timeoutMs} ms`);
    }
    await sleep(10);
  }
  const startMs = performance.now() - spawnedAt;
  await stopProcess(child, () => exited);
  return startMs;
}
