import { formatDate } from '@pulp/shared';

/** A timestamp as the reader's language writes it; the raw text when it is not a date. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '–';
  if (Number.isNaN(new Date(value).getTime())) return value;
  return formatDate(value, { time: true, language });
}
