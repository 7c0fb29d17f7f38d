import test from 'node:test';
import assert from 'node:assert/strict';
import { formatBudget, formatTable, formatValue } from '../lib/table.mjs';
import { buildRows } from '../lib/budgets.mjs';

test('values show in the precision of their unit', () => {
  assert.equal(formatValue(612.4, 'ms'), '612 ms');
  assert.equal(formatValue(36624.7, 'req/s'), '36,625 req/s');
  assert.equal(formatValue(80.04, 'MB'), '80.0 MB');
  assert.equal(formatValue(492.04, 'KB'), '492.0 KB');
  assert.equal(formatValue(58.26, 's'), '58.3 s');
  assert.equal(formatValue(0.5612, 'ratio'), '0.56');
  assert.equal(formatValue(2, 'count'), '2');
  assert.equal(formatValue(null, 'ms'), '—');
});

test('budgets read as the issue writes them', () => {
  assert.equal(formatBudget({ op: '<=', limit: 700 }, 'ms'), '≤ 700 ms');
  assert.equal(formatBudget({ op: '>=', limit: 3000 }, 'req/s'), '≥ 3,000 req/s');
  assert.equal(formatBudget({ op: '>=', limit: 0.3 }, 'ratio'), '≥ 0.30');
  assert.equal(formatBudget(null, 'req/s'), 'printed');
});

test('the table is one aligned Markdown table with a result per row', () => {
  const rows = buildRows(
    [
      { id: 'start', metric: 'server start', unit: 'ms', budget: { op: '<=', limit: 700 } },
      { id: 'challenges', metric: 'challenge list throughput', unit: 'req/s', budget: { op: '>=', limit: 3000 } },
      { id: 'grid', metric: 'time to product grid', unit: 'ms', budget: { op: '<=', limit: 800 } },
      { id: 'ceiling', metric: 'framework ceiling', unit: 'req/s', budget: null },
    ],
    { start: 512, challenges: 'not available yet', grid: { value: 999, note: 'runs: 999 ms' }, ceiling: 41000 },
  );
  const lines = formatTable(rows).split('\n');
  assert.equal(lines.length, 6);
  assert.match(lines[0], /^\| metric +\| value +\| budget +\| result \|$/);
  assert.match(lines[1], /^\|-+\|-+\|-+\|-+\|$/);
  assert.equal(new Set(lines.map((line) => line.length)).size, 1, 'every line has the same width');
  assert.match(lines[2], /\| server start +\| 512 ms +\| ≤ 700 ms +\| pass +\|/);
  assert.match(lines[3], /\| not available yet +\| ≥ 3,000 req\/s +\| n\/a +\|/);
  assert.match(lines[4], /\| 999 ms \(runs: 999 ms\) +\| ≤ 800 ms +\| FAIL +\|/);
  assert.match(lines[5], /\| 41,000 req\/s +\| printed +\| — +\|/);
});
