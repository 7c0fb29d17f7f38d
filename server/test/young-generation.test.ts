import { spawnSync } from 'node:child_process';
import v8 from 'node:v8';
import { stopYoungGenerationGrowth, YOUNG_GENERATION_GROWTH_STOP } from '../src/http/young-generation';

/** A fresh Node that keeps 400,000 small objects alive (a scavenge survival rate that makes V8 grow the young generation). */
function youngGenerationGrowth(flag: string): { before: number; after: number } {
  const script = `
    const v8 = require('node:v8');
    if (process.env.FLAG) v8.setFlagsFromString(process.env.FLAG);
    const size = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
    const before = size();
    const kept = [];
    for (let i = 0; i < 400000; i += 1) kept.push({ i, text: 'x' + i, pair: [i, i + 1] });
    process.stdout.write(JSON.stringify({ before, after: size(), kept: kept.length }));`;
  const run = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, FLAG: flag }, encoding: 'utf8' });
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as { before: number; after: number };
}

describe('the young generation after the start', () => {
  it('no longer grows once the flag is set, where it grows at least eightfold without it (what the shop relies on in V8)', () => {
    const free = youngGenerationGrowth('');
    const stopped = youngGenerationGrowth(YOUNG_GENERATION_GROWTH_STOP);
    expect(free.after).toBeGreaterThanOrEqual(8 * free.before);
    expect(stopped.after).toBeLessThanOrEqual(2 * stopped.before);
  });

  it('is stopped by setting that flag at run time, except in the build run that writes the code cache', () => {
    const setFlags = jest.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    const previous = process.env.PULP_WRITE_CODE_CACHE;
    try {
      process.env.PULP_WRITE_CODE_CACHE = '1';
      stopYoungGenerationGrowth();
      expect(setFlags).not.toHaveBeenCalled();
      delete process.env.PULP_WRITE_CODE_CACHE;
      stopYoungGenerationGrowth();
      expect(setFlags).toHaveBeenCalledWith(YOUNG_GENERATION_GROWTH_STOP);
    } finally {
      setFlags.mockRestore();
      if (previous === undefined) delete process.env.PULP_WRITE_CODE_CACHE;
      else process.env.PULP_WRITE_CODE_CACHE = previous;
    }
  });
});
