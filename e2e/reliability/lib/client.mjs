// A raw HTTP client over node:http with keep-alive sockets: unlike fetch it sends paths, headers
// and bodies exactly as given (malformed ones included), which is what fuzzing needs.
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export function keepAliveAgent(maxSockets = 16) {
  return new http.Agent({ keepAlive: true, maxSockets });
}

/**
 * One request. Never throws: `status` is 0 when nothing answered (error says why). `body` may
 * be a string, a Buffer or an object (sent as JSON).
 */
export function request(base, { method = 'GET', path = '/', headers = {}, body, token, agent, timeoutMs = 15_000 }) {
  const url = new URL(base);
  const allHeaders = { ...headers };
  if (token) allHeaders.authorization = `Bearer ${token}`;
  let payload = body;
  if (body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)) {
    payload = JSON.stringify(body);
    if (!Object.keys(allHeaders).some((name) => name.toLowerCase() === 'content-type')) allHeaders['content-type'] = 'application/json';
  }
  if (payload !== undefined) allHeaders['content-length'] = Buffer.byteLength(payload);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: performance.now() - started });
    };
    let req;
    try {
      req = http.request({ host: url.hostname, port: url.port, method, path, headers: allHeaders, agent, timeout: timeoutMs }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = null;
          }
          done({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
        response.on('error', (error) => done({ status: 0, error: error.message, text: '', json: null }));
      });
    } catch (error) {
      // Node refuses some paths or headers before sending (e.g. raw control characters): not the server's fault.
      done({ status: -1, error: error.message, text: '', json: null });
      return;
    }
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => done({ status: 0, error: error.message, text: '', json: null }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** A JSON call for set-up steps: throws when the answer is not the expected status. */
export async function must(base, options, expected = [200, 201]) {
  const answer = await request(base, options);
  if (!expected.includes(answer.status)) throw new Error(`${options.method ?? 'GET'} ${options.path} answered ${answer.status}: ${answer.text.slice(0, 300) || answer.error}`);
  return answer;
}

/** Runs `tasks` (functions returning promises) with at most `limit` at a time. */
export async function pool(tasks, limit) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      await tasks[index]();
    }
  });
  await Promise.all(workers);
}

/**
 * Writes raw bytes on a new connection and resolves with what the server sent back before it
 * closed (or `timeoutMs` passed). For requests no client library would send.
 */
export function rawExchange(base, bytes, timeoutMs = 5_000) {
  const url = new URL(base);
  return new Promise((resolve) => {
    const chunks = [];
    // write, not end: a half-closed socket is dropped by the server before it answers.
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => socket.write(bytes));
    const finish = () => resolve(Buffer.concat(chunks).toString('latin1'));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
}
