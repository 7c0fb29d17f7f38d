/**
 * The query operators a deliberately injectable Mongo-style lookup may receive. The NoSQL
 * challenges let trainees put operators into a query; this keeps them to comparisons and
 * logic, so an injected selector can match more documents than meant but never runs code
 * ($where, $function, $expr…) or a regular expression that could stall the shop ($regex).
 */
const ALLOWED_OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$exists', '$not', '$and', '$or', '$nor']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 4;
const MAX_ITEMS = 50;
const MAX_TEXT = 200;

/** Whether a value is plain JSON data with only allowed operators, small and shallow. */
export function isSafeSelector(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= MAX_TEXT;
  if (Array.isArray(value)) return value.length <= MAX_ITEMS && value.every((item) => isSafeSelector(item, depth + 1));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_ITEMS) return false;
  return entries.every(
    ([key, inner]) => !FORBIDDEN_KEYS.has(key) && (!key.startsWith('$') || ALLOWED_OPERATORS.has(key)) && isSafeSelector(inner, depth + 1),
  );
}

/**
 * An id as a query selector: a plain id stays a string; text that looks like a JSON object
 * becomes that object when it is a safe selector. Anything else is null.
 */
export function selectorFromText(text: string): string | Record<string, unknown> | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return text;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && isSafeSelector(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
