// Small statistics helpers for the bench: every figure it prints goes through these.

function finiteSorted(values) {
  return values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
}

/** The median of the finite values (mean of the two middle ones for an even count); NaN when there are none. */
export function median(values) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The p-th percentile by the nearest-rank method (the smallest value with at least p % of the
 * values at or below it), so p99 of few samples is the worst one rather than an interpolation.
 */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be between 0 and 100, not ${p}`);
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return Number.NaN;
  if (p === 0) return sorted[0];
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

/** Count, mean, p50, p99 and max of a list of latencies (ms). */
export function summarize(values) {
  const sorted = finiteSorted(values);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    mean: sorted.length ? total / sorted.length : Number.NaN,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/** Rounds to a number of decimals, leaving non-finite values alone. */
export function round(value, decimals = 0) {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
