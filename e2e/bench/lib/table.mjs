// Formats the bench's rows as one aligned Markdown table (it can be pasted into docs/performance.md).

const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

/** A value with its unit, in the precision that unit deserves. */
export function formatValue(value, unit) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
    case 'req/s':
      return `${NUMBER_FORMAT.format(Math.round(value))} ${unit}`;
    case 'MB':
    case 'KB':
    case 's':
      return `${value.toFixed(1)} ${unit}`;
    case 'ratio':
      return value.toFixed(2);
    case 'count':
      return String(Math.round(value));
    default:
      return `${value} ${unit ?? ''}`.trim();
  }
}

/** "≤ 700 ms", "≥ 3,000 req/s", "printed" when there is no budget. */
export function formatBudget(budget, unit) {
  if (!budget) return 'printed';
  const sign = budget.op === '<=' ? '≤' : '≥';
  return `${sign} ${formatValue(budget.limit, unit)}`;
}

const STATUS_TEXT = { pass: 'pass', fail: 'FAIL', info: '—', 'n/a': 'n/a' };

/** The text of the value cell: the figure, or why there is none. */
function valueCell(row) {
  const text = row.value === null ? (row.reason ?? 'not measured') : formatValue(row.value, row.unit);
  return row.note ? `${text} (${row.note})` : text;
}

/** Pads each cell to its column's width so the table reads well in a terminal too. */
export function formatTable(rows) {
  const header = ['metric', 'value', 'budget', 'result'];
  const body = rows.map((row) => [row.metric, valueCell(row), formatBudget(row.budget, row.unit), STATUS_TEXT[row.status] ?? row.status]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
