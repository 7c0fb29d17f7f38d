import { translateMessage } from './messages';

/** A failed API call, with the server's JSON error body when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Picks the human-readable text out of the error bodies the server sends. */
export function messageFromBody(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['error', 'message']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
      if (value && typeof value === 'object' && typeof (value as Record<string, unknown>).message === 'string') {
        return (value as Record<string, string>).message;
      }
    }
    if (Array.isArray(record.errors) && record.errors.length) {
      const first = record.errors[0] as unknown;
      if (typeof first === 'string') return first;
      if (first && typeof first === 'object' && typeof (first as Record<string, unknown>).message === 'string') {
        return (first as Record<string, string>).message;
      }
    }
  }
  return fallback;
}

/** The message to show a person for any thrown value, in the page's language where it is mapped (./messages). */
export function errorMessage(error: unknown): string {
  // Status 0: no answer at all (network gone, server down, timeout), whatever the browser's words.
  if (error instanceof ApiError && error.status === 0) return translateMessage('Failed to fetch');
  return translateMessage(error instanceof Error ? error.message : String(error));
}
