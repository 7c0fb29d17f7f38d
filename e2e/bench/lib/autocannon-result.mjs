// Reads what autocannon returns into the few figures the bench judges.

/**
 * Requests per second (autocannon's mean of its per-second samples), p50/p99 latency in ms,
 * and every failed request: socket errors, timeouts and answers outside 2xx.
 */
export function parseAutocannon(result) {
  if (!result || typeof result !== 'object' || !result.requests || !result.latency) {
    throw new TypeError('not an autocannon result');
  }
  const errors = (result.errors ?? 0) + (result.timeouts ?? 0) + (result.non2xx ?? 0);
  const total = result.requests.total ?? 0;
  if (total === 0) throw new Error(`no request was answered (${errors} errors)`);
  return {
    requestsPerSecond: result.requests.average,
    total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
    non2xx: result.non2xx ?? 0,
    durationSeconds: result.duration,
    connections: result.connections,
  };
}
