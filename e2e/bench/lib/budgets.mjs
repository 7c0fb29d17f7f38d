// The budgets and how a measured value is judged against them.

/** A measurement the shop cannot answer yet (the endpoint or page is still being built). */
export const NOT_AVAILABLE = 'not available yet';

/**
 * Every row of the bench's table, in the order printed. `budget` is null for figures that are
 * printed only (they feed a ratio or help reading the others).
 */
export const METRICS = [
  { id: 'serverStart', metric: 'server start (median of cold starts)', unit: 'ms', budget: { op: '<=', limit: 480 } },
  { id: 'serverRestart', metric: '  restart on existing data (median)', unit: 'ms', budget: null },
  { id: 'bareStart', metric: '  bare node HTTP server start (median)', unit: 'ms', budget: null },
  { id: 'startRatio', metric: '  server start ÷ bare node HTTP server start', unit: 'ratio', budget: null },
  { id: 'rssAfterStart', metric: 'memory: RSS after start', unit: 'MB', budget: { op: '<=', limit: 90 } },
  { id: 'rssAfterLoad', metric: 'memory: RSS after load + 10 s idle', unit: 'MB', budget: { op: '<=', limit: 170 } },
  { id: 'searchAllRps', metric: 'search ?q= throughput', unit: 'req/s', budget: { op: '>=', limit: 3000 } },
  { id: 'searchAllP99', metric: 'search ?q= p99 latency', unit: 'ms', budget: { op: '<=', limit: 50 } },
  { id: 'searchJuiceRps', metric: 'search ?q=juice throughput', unit: 'req/s', budget: { op: '>=', limit: 3000 } },
  { id: 'searchJuiceP99', metric: 'search ?q=juice p99 latency', unit: 'ms', budget: { op: '<=', limit: 50 } },
  { id: 'challengesRps', metric: 'challenge list throughput', unit: 'req/s', budget: { op: '>=', limit: 3000 } },
  { id: 'mixErrors', metric: 'logged-in mix: errors', unit: 'count', budget: { op: '<=', limit: 0 } },
  { id: 'mixP99', metric: 'logged-in mix: p99 latency', unit: 'ms', budget: { op: '<=', limit: 100 } },
  { id: 'mixLoginP99', metric: '  mix step: login p99', unit: 'ms', budget: null },
  { id: 'mixBasketP99', metric: '  mix step: basket read p99', unit: 'ms', budget: null },
  { id: 'mixAddP99', metric: '  mix step: add item p99', unit: 'ms', budget: null },
  { id: 'mixCheckoutP99', metric: '  mix step: checkout p99', unit: 'ms', budget: null },
  { id: 'mixHistoryP99', metric: '  mix step: order history p99', unit: 'ms', budget: null },
  { id: 'ceilingRps', metric: 'framework ceiling (GET /rest/admin/application-version)', unit: 'req/s', budget: null },
  { id: 'searchCeilingRatio', metric: 'search ÷ ceiling', unit: 'ratio', budget: { op: '>=', limit: 0.3 } },
  { id: 'firstLoadGz', metric: 'first-load JS+CSS for #/search (gzip)', unit: 'KB', budget: { op: '<=', limit: 250 } },
  // Per-route rows are added at run time from the shell's route table (see routeMetric).
  { id: 'codeViewGz', metric: 'code view (score board "Find it"): extra JS+CSS (gzip)', unit: 'KB', budget: { op: '<=', limit: 60 } },
  { id: 'timeToGrid', metric: 'time to product grid (median, cold cache, loopback)', unit: 'ms', budget: { op: '<=', limit: 800 } },
  { id: 'requestPhases', metric: 'sequential request phases before the first product card', unit: 'count', budget: { op: '<=', limit: 3 } },
  { id: 'filesBeforeGrid', metric: 'JS+CSS files asked for before the first product card', unit: 'count', budget: { op: '<=', limit: 10 } },
  { id: 'slowGridCold', metric: 'time to grid, 150 ms RTT / 10 Mbps (median, cold)', unit: 'ms', budget: { op: '<=', limit: 1100 } },
  { id: 'slowGridWarm', metric: 'time to grid, 150 ms RTT / 10 Mbps (median, reload)', unit: 'ms', budget: { op: '<=', limit: 600 } },
  { id: 'warmRevalidations', metric: 'content-hashed files asked of the server on a reload', unit: 'count', budget: { op: '<=', limit: 0 } },
  { id: 'mainThreadCpu', metric: 'main-thread CPU to the grid (median, cold)', unit: 'ms', budget: { op: '<=', limit: 250 } },
  { id: 'mainThreadCpuWarm', metric: '  same, reload', unit: 'ms', budget: null },
  { id: 'searchBrCost', metric: 'search answer: server CPU with brotli ÷ plain', unit: 'ratio', budget: { op: '<=', limit: 2 } },
  { id: 'duplicates', metric: 'duplicate shared libraries', unit: 'count', budget: { op: '<=', limit: 0 } },
  { id: 'buildTime', metric: 'build from a clean tree (pnpm build)', unit: 's', budget: { op: '<=', limit: 120 } },
];

/** The row definition for the extra JS of one remote's first page. */
export function routeMetric(route) {
  return { id: `route:${route.path}`, metric: `route #/${route.path} (${route.remote}): extra JS+CSS (gzip)`, unit: 'KB', budget: { op: '<=', limit: 60 } };
}

/**
 * Judges a value: 'pass' or 'fail' against a budget, 'info' when there is no budget, 'n/a' when
 * nothing was measured (null, NaN, or a reason string such as NOT_AVAILABLE).
 */
export function judge(value, budget) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'n/a';
  if (!budget) return 'info';
  switch (budget.op) {
    case '<=':
      return value <= budget.limit ? 'pass' : 'fail';
    case '>=':
      return value >= budget.limit ? 'pass' : 'fail';
    default:
      throw new Error(`unknown budget operator ${budget.op}`);
  }
}

/**
 * Turns measurements into table rows. `values` maps a metric id to a number; to a string saying
 * why there is none (for example NOT_AVAILABLE); or to { value, note, failed } when the figure
 * needs a remark, or must fail whatever its size (say, throughput measured on failing answers).
 */
export function buildRows(metrics, values) {
  return metrics.map((definition) => {
    const entry = values[definition.id];
    const measured = entry !== null && typeof entry === 'object' ? entry : { value: entry };
    const value = typeof measured.value === 'number' && Number.isFinite(measured.value) ? measured.value : null;
    let status = judge(value, definition.budget);
    if (measured.failed && value !== null) status = 'fail';
    const row = { id: definition.id, metric: definition.metric, unit: definition.unit, value, budget: definition.budget, status };
    if (value === null) row.reason = typeof measured.value === 'string' ? measured.value : 'not measured';
    if (measured.note) row.note = measured.note;
    return row;
  });
}

/** Counts of each status, for the closing line. */
export function tally(rows) {
  const counts = { pass: 0, fail: 0, info: 0, 'n/a': 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
