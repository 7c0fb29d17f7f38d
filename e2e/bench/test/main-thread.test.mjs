import test from 'node:test';
import assert from 'node:assert/strict';
import { GRID_MARK, mainThreadWork } from '../lib/main-thread.mjs';

const MAIN = { pid: 7, tid: 1 };
const OTHER_THREAD = { pid: 7, tid: 2 };
// Trace times are µs; tdur is the thread's own CPU time, dur the wall time.
const task = (ts, dur, tdur, thread = MAIN, name = 'ThreadControllerImpl::RunTask') => ({ ph: 'X', name, ts, dur, tdur, ...thread });
const navigation = (ts, url = 'http://127.0.0.1:4000/#/search') => ({ ph: 'R', name: 'navigationStart', ts, ...MAIN, args: { data: { documentLoaderURL: url } } });
const grid = (ts) => ({ ph: 'R', name: GRID_MARK, ts, ...MAIN });

test('counts the CPU of the main thread’s tasks between the navigation and the grid', () => {
  const events = [
    task(500, 100, 100), // before the navigation: not counted
    navigation(1_000),
    task(2_000, 10_000, 8_000),
    task(20_000, 30_000, 25_000),
    task(21_000, 5_000, 4_000), // nested in the one before: counted once, in it
    task(30_000, 5_000, 5_000, OTHER_THREAD), // another thread: not counted
    grid(60_000),
    task(70_000, 1_000, 1_000), // after the grid: not counted
  ];
  assert.deepEqual(mainThreadWork(events), { cpuMs: 33, wallMs: 40, tasks: 2, spanMs: 59 });
});

test('a task that runs over the grid’s mark counts for its part before it', () => {
  const events = [navigation(0), task(10_000, 20_000, 10_000), grid(20_000)];
  assert.deepEqual(mainThreadWork(events), { cpuMs: 5, wallMs: 10, tasks: 1, spanMs: 20 });
});

test('the page’s own navigation counts, not the empty documents of frames or a later one', () => {
  const frame = { ph: 'R', name: 'navigationStart', ts: 8_000, ...MAIN, args: { data: { documentLoaderURL: '' } } };
  const events = [navigation(0), task(1_000, 2_000, 2_000), navigation(5_000), frame, task(6_000, 3_000, 3_000), grid(10_000)];
  assert.equal(mainThreadWork(events).cpuMs, 3);
  assert.equal(mainThreadWork(events).spanMs, 5);
});

test('a trace without the grid’s mark or the navigation is refused, not read as no work', () => {
  assert.throws(() => mainThreadWork([navigation(0), task(1_000, 1_000, 1_000)]), /no pulp-bench-grid mark/);
  assert.throws(() => mainThreadWork([task(1_000, 1_000, 1_000), grid(5_000)]), /no navigationStart/);
});
