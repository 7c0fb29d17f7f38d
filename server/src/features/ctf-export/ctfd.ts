import type { ExportEntry } from './entries';

/** The columns of CTFd's challenge CSV import (Admin → Config → Backup → Import CSV, type "Challenges"). */
export const CTFD_COLUMNS = ['name', 'description', 'category', 'value', 'type', 'state', 'max_attempts', 'flags', 'tags', 'hints', 'type_data'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CTFd: one static challenge per row; the flag is the shop's flag (CTFd splits the column at
 * commas, which no flag has); hints are the JSON list of {content, cost} that CTFd's importer
 * tries before splitting at commas; tags carry the difficulty, the shop's challenge key and the challenge's own tags.
 */
export function ctfdCsv(entries: ExportEntry[]): string {
  const rows = entries.map((entry) => [
    entry.name,
    `${entry.description}\n\n(${'★'.repeat(entry.difficulty)})`,
    entry.category,
    entry.value,
    'standard',
    'visible',
    0,
    entry.flag,
    [`difficulty-${entry.difficulty}`, entry.key, ...entry.tags].join(','),
    entry.hints.length > 0 ? JSON.stringify(entry.hints) : '',
    '',
  ]);
  return [CTFD_COLUMNS as readonly (string | number)[], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
