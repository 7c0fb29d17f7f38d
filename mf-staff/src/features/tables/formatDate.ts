/** A timestamp as the reader's language writes it; the raw text when it is not a date. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
