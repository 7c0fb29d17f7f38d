import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { parseAutocannon } from '../lib/autocannon-result.mjs';

// What autocannon 9 returned for one second of 2 connections on a server answering every 50th
// request with a 500.
const recorded = JSON.parse(fs.readFileSync(new URL('./fixtures/autocannon-result.json', import.meta.url), 'utf8'));

test('reads throughput, latency percentiles and totals from a real autocannon result', () => {
  const parsed = parseAutocannon(recorded);
  assert.equal(parsed.requestsPerSecond, recorded.requests.average);
  assert.equal(parsed.total, 45728);
  assert.equal(parsed.p50, recorded.latency.p50);
  assert.equal(parsed.p99, recorded.latency.p99);
  assert.equal(parsed.connections, 2);
});

test('answers outside 2xx, socket errors and timeouts all count as errors', () => {
  assert.equal(parseAutocannon(recorded).errors, 914);
  const troubled = { ...recorded, errors: 3, timeouts: 2, non2xx: 5 };
  assert.equal(parseAutocannon(troubled).errors, 10);
  assert.equal(parseAutocannon({ ...recorded, non2xx: 0 }).errors, 0);
});

test('a run that got no answer at all is an error, not a throughput of zero', () => {
  const silent = { ...recorded, errors: 40, requests: { ...recorded.requests, total: 0, average: 0 } };
  assert.throws(() => parseAutocannon(silent), /no request was answered \(954 errors\)/);
});

test('anything else is refused', () => {
  assert.throws(() => parseAutocannon(null), TypeError);
  assert.throws(() => parseAutocannon({ requests: {} }), TypeError);
});
