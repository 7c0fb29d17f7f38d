import { spawnSync } from 'node:child_process';
import v8 from 'node:v8';
import { HEAP_FLAGS_AFTER_START, limitHeapGrowth } from '../src/http/heap-limits';

const [YOUNG_GENERATION_HOLD, OLD_GENERATION_GROWTH] = HEAP_FLAGS_AFTER_START;

/** Runs a script in a fresh Node that first sets one V8 flag at run time (or none); returns what it printed. */
function inFreshNode<T>(flag: string, script: string): T {
  const run = spawnSync(process.execPath, ['-e', `if (process.env.FLAG) require('node:v8').setFlagsFromString(process.env.FLAG);\n${script}`], {
    env: { ...process.env, FLAG: flag },
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as T;
}

/** Keeps 400,000 small objects alive: a scavenge survival rate that makes V8 grow the young generation. */
const YOUNG_GROWTH = `
  const v8 = require('node:v8');
  const size = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
  const before = size();
  const kept = [];
  for (let i = 0; i < 400000; i += 1) kept.push({ i, text: 'x' + i, pair: [i, i + 1] });
  process.stdout.write(JSON.stringify({ before, after: size(), kept: kept.length }));`;

/** 200,000 objects alive, and 200 rounds of 50,000 that live long enough to be promoted, then die: the heap's peak size. */
const OLD_GROWTH = `
  const v8 = require('node:v8');
  const live = [];
  for (let i = 0; i < 200000; i += 1) live.push({ i, text: 'live' + i });
  const recent = [];
  let peak = 0;
  for (let round = 0; round < 200; round += 1) {
    const garbage = [];
    for (let i = 0; i < 50000; i += 1) garbage.push({ i, text: 'g' + i });
    recent.push(garbage);
    if (recent.length > 4) recent.shift();
    peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
  }
  process.stdout.write(JSON.stringify({ peak, live: live.length }));`;

describe('the heap after the start (what the shop relies on in this V8)', () => {
  it('keeps the young generation at its size once the hold is set, where it grows at least eightfold without it', () => {
    const free = inFreshNode<{ before: number; after: number }>('', YOUNG_GROWTH);
    const held = inFreshNode<{ before: number; after: number }>(YOUNG_GENERATION_HOLD, YOUNG_GROWTH);
    expect(free.after).toBeGreaterThanOrEqual(8 * free.before);
    expect(held.after).toBeLessThanOrEqual(2 * held.before);
  });

  it('lets the old generation grow less between mark-compacts with the growth percentage set', () => {
    const free = inFreshNode<{ peak: number }>('', OLD_GROWTH);
    const limited = inFreshNode<{ peak: number }>(OLD_GENERATION_GROWTH, OLD_GROWTH);
    expect(limited.peak).toBeLessThan(0.8 * free.peak);
  });

  it('is limited by setting those flags at run time, except in the build run that writes the code cache', () => {
    const setFlags = jest.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    const previous = process.env.PULP_WRITE_CODE_CACHE;
    try {
      process.env.PULP_WRITE_CODE_CACHE = '1';
      limitHeapGrowth();
      expect(setFlags).not.toHaveBeenCalled();
      delete process.env.PULP_WRITE_CODE_CACHE;
      limitHeapGrowth();
      expect(setFlags.mock.calls).toEqual(HEAP_FLAGS_AFTER_START.map((flag) => [flag]));
    } finally {
      setFlags.mockRestore();
      if (previous === undefined) delete process.env.PULP_WRITE_CODE_CACHE;
      else process.env.PULP_WRITE_CODE_CACHE = previous;
    }
  });
});
