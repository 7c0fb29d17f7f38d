// A tiny JSON client over Node's fetch for the bench's set-up and virtual users.
import { performance } from 'node:perf_hooks';

/**
 * One request; never throws for HTTP or network failures: the answer says what happened.
 * `ms` is the time until the whole body was read.
 */
export async function call(base, method, path, { token, body, timeoutMs = 10_000 } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, ok: response.ok, json, text, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, ok: false, json: null, text: String(error?.message ?? error), ms: performance.now() - started };
  }
}

/** The server's own "no such route" answer: the feature is not built yet. */
export function routeMissing(answer) {
  return answer.status === 404 && typeof answer.json?.error === 'string' && answer.json.error.startsWith('No route for');
}

/** A short description of a failed answer for the report. */
export function describeFailure(answer) {
  if (answer.status === 0) return `network error: ${answer.text}`;
  const message = answer.json?.error ?? answer.json?.message ?? answer.text.slice(0, 120);
  return `${answer.status} ${typeof message === 'string' ? message : JSON.stringify(message)}`;
}
