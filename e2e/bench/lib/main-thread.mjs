// Main-thread work before the first product card, from a Chromium trace: the CPU time of the
// tasks the page's main thread ran between the navigation's start and the grid's mark.

/** The user-timing mark the page sets when the first product card shows (browser.mjs, watchForGrid). */
export const GRID_MARK = 'pulp-bench-grid';

/** The trace categories this needs: the main thread's tasks, user-timing marks and navigation marks. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel'];

/** Names of a top-level task of a Chromium thread (the newer first). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The renderer main thread's work from the navigation's start to the grid's mark. `events` are
 * the trace's events. Tasks nested in another task count once (the outer one); a task running
 * when the mark was set counts in proportion to the part before it. Returns CPU time (the
 * thread's own time, `tdur`, which does not grow when other processes hold the CPU), wall time
 * (`dur`) and the number of tasks, all in ms; throws when the trace lacks the marks.
 */
export function mainThreadWork(events) {
  const grid = events.find((event) => event.name === GRID_MARK);
  if (!grid) throw new Error(`the trace holds no ${GRID_MARK} mark (was blink.user_timing traced?)`);
  const onThread = (event) => event.pid === grid.pid && event.tid === grid.tid;
  // The page's own navigation: frames the page makes (their empty documents) start navigations too.
  const starts = events.filter((event) => event.name === 'navigationStart' && onThread(event) && event.ts <= grid.ts && event.args?.data?.documentLoaderURL);
  if (!starts.length) throw new Error("the trace holds no navigationStart of the page's document before the grid on its thread");
  const from = Math.max(...starts.map((event) => event.ts));
  const tasks = events
    .filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name) && onThread(event) && event.ts + (event.dur ?? 0) > from && event.ts < grid.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let cpu = 0;
  let wall = 0;
  let count = 0;
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end <= coveredUntil) continue; // nested in a task already counted
    coveredUntil = end;
    const start = Math.max(task.ts, from);
    const stop = Math.min(end, grid.ts);
    const share = task.dur > 0 ? (stop - start) / task.dur : 1;
    wall += stop - start;
    cpu += (task.tdur ?? task.dur ?? 0) * share;
    count += 1;
  }
  return { cpuMs: cpu / 1000, wallMs: wall / 1000, tasks: count, spanMs: (grid.ts - from) / 1000 };
}
