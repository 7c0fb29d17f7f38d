import test from 'node:test';
import assert from 'node:assert/strict';
import { median, percentile, round, summarize } from '../lib/stats.mjs';

test('median of an odd count is the middle value, whatever the order', () => {
  assert.equal(median([900, 500, 700]), 700);
});

test('median of an even count is the mean of the two middle values', () => {
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test('median ignores values that are not finite and is NaN without any', () => {
  assert.equal(median([NaN, 10, undefined, 20, Infinity, 30]), 20);
  assert.ok(Number.isNaN(median([])));
});

test('percentile uses the nearest rank, so p99 of 100 values is the 99th smallest', () => {
  const values = Array.from({ length: 100 }, (_, index) => 100 - index); // 100 … 1, unsorted
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 100), 100);
  assert.equal(percentile(values, 0), 1);
});

test('p99 of few samples is the worst one, not an interpolation', () => {
  assert.equal(percentile([12, 3, 45, 7], 99), 45);
  assert.equal(percentile([5], 99), 5);
});

test('percentile refuses a rank outside 0–100 and is NaN without values', () => {
  assert.throws(() => percentile([1, 2], 101), RangeError);
  assert.throws(() => percentile([1, 2], -1), RangeError);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('summarize gives count, mean, p50, p99 and max', () => {
  assert.deepEqual(summarize([10, 20, 30, 40]), { count: 4, mean: 25, p50: 20, p99: 40, max: 40 });
  const empty = summarize([]);
  assert.equal(empty.count, 0);
  assert.ok(Number.isNaN(empty.p99));
});

test('round keeps the asked decimals and leaves NaN alone', () => {
  assert.equal(round(512.3456, 1), 512.3);
  assert.equal(round(512.5), 513);
  assert.ok(Number.isNaN(round(NaN, 2)));
});
