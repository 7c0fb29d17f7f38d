import * as v from 'valibot';

/** A positive whole number id (path params arrive as text and are coerced). */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A number, or its digits sent as text ("7"), read as the number; any other text is refused. */
export const NumberOrDigits = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]);

/** An id in a body that may come from session storage as text ("7"). */
export const IdOrDigits = v.pipe(NumberOrDigits, v.integer(), v.minValue(1));

/** `/:id` of most routes. */
export const IdParams = v.object({ id: Id });

/** The id of a document-store record (orders, reviews): letters, digits, - and _. */
export const DocumentIdParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/)) });

/** A required text: at least one character that is not white space, at most max. */
export const requiredText = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/\S/));

/**
 * A free text that API clients may send as a JSON number when it is all digits (a security
 * answer such as a year): the number is read as its text.
 */
export const textOrNumber = (max: number, min = 0) =>
  v.pipe(v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]), v.minLength(min), v.maxLength(max));

/** The envelope most answers come in: `{status: 'success', data}`. */
export const envelope = <S extends v.GenericSchema>(data: S) => v.object({ status: v.optional(v.string()), data });

/** The envelope most server answers come in. */
export interface DataEnvelope<T> {
  status?: string;
  data: T;
}

/** Every failure: `{status: 'error', error}` with a sentence a client may show. */
export const ErrorAnswer = v.object({ status: v.literal('error'), error: v.string() });
