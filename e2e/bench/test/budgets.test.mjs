import test from 'node:test';
import assert from 'node:assert/strict';
import { METRICS, NOT_AVAILABLE, buildRows, judge, routeMetric, tally } from '../lib/budgets.mjs';

test('an upper budget passes at the limit and fails just above it', () => {
  const budget = { op: '<=', limit: 700 };
  assert.equal(judge(700, budget), 'pass');
  assert.equal(judge(700.1, budget), 'fail');
  assert.equal(judge(12, budget), 'pass');
});

test('a lower budget passes at the limit and fails just below it', () => {
  const budget = { op: '>=', limit: 3000 };
  assert.equal(judge(3000, budget), 'pass');
  assert.equal(judge(2999.9, budget), 'fail');
});

test('zero duplicates or errors is the only passing count', () => {
  const budget = { op: '<=', limit: 0 };
  assert.equal(judge(0, budget), 'pass');
  assert.equal(judge(1, budget), 'fail');
});

test('a figure without budget is printed only, and a missing one is not judged', () => {
  assert.equal(judge(41_000, null), 'info');
  assert.equal(judge(null, { op: '<=', limit: 1 }), 'n/a');
  assert.equal(judge(NaN, { op: '<=', limit: 1 }), 'n/a');
  assert.equal(judge(NOT_AVAILABLE, { op: '<=', limit: 1 }), 'n/a');
  assert.throws(() => judge(1, { op: '<', limit: 2 }), /unknown budget operator/);
});

test('the budgets are the agreed ones (docs/performance.md)', () => {
  const limits = Object.fromEntries(METRICS.filter((metric) => metric.budget).map((metric) => [metric.id, `${metric.budget.op} ${metric.budget.limit}`]));
  assert.deepEqual(limits, {
    serverStart: '<= 480',
    rssAfterStart: '<= 90',
    rssAfterLoad: '<= 170',
    searchAllRps: '>= 3000',
    searchAllP99: '<= 50',
    searchJuiceRps: '>= 3000',
    searchJuiceP99: '<= 50',
    challengesRps: '>= 3000',
    mixErrors: '<= 0',
    mixP99: '<= 100',
    searchCeilingRatio: '>= 0.3',
    firstLoadGz: '<= 250',
    codeViewGz: '<= 60',
    timeToGrid: '<= 800',
    requestPhases: '<= 3',
    filesBeforeGrid: '<= 10',
    slowGridCold: '<= 1100',
    slowGridWarm: '<= 600',
    warmRevalidations: '<= 0',
    mainThreadCpu: '<= 250',
    searchBrCost: '<= 2',
    duplicates: '<= 0',
    buildTime: '<= 120',
  });
  assert.deepEqual(routeMetric({ path: 'login', remote: 'account' }).budget, { op: '<=', limit: 60 });
});

test('rows carry the value, why one is missing, a note, and a forced failure', () => {
  const metrics = [
    { id: 'a', metric: 'start', unit: 'ms', budget: { op: '<=', limit: 700 } },
    { id: 'b', metric: 'challenges', unit: 'req/s', budget: { op: '>=', limit: 3000 } },
    { id: 'c', metric: 'search', unit: 'req/s', budget: { op: '>=', limit: 3000 } },
    { id: 'd', metric: 'ceiling', unit: 'req/s', budget: null },
    { id: 'e', metric: 'grid', unit: 'ms', budget: { op: '<=', limit: 800 } },
  ];
  const rows = buildRows(metrics, {
    a: 512,
    b: NOT_AVAILABLE,
    c: { value: 9000, failed: true, note: '12 of 90000 answers failed' },
    d: { value: 41000 },
  });
  assert.deepEqual(
    rows.map(({ id, value, status, reason, note }) => ({ id, value, status, reason, note })),
    [
      { id: 'a', value: 512, status: 'pass', reason: undefined, note: undefined },
      { id: 'b', value: null, status: 'n/a', reason: NOT_AVAILABLE, note: undefined },
      { id: 'c', value: 9000, status: 'fail', reason: undefined, note: '12 of 90000 answers failed' },
      { id: 'd', value: 41000, status: 'info', reason: undefined, note: undefined },
      { id: 'e', value: null, status: 'n/a', reason: 'not measured', note: undefined },
    ],
  );
  assert.deepEqual(tally(rows), { pass: 1, fail: 1, info: 1, 'n/a': 2 });
});
