/**
 * acorn, the JavaScript parser behind the interpreters that read what requests carry (the
 * reviews' where-clause, the legacy profile template, the B2B order lines, the chatbot's memory).
 * Loaded on first use: building its parser tables cost about 11 ms of every server start.
 */
type Acorn = typeof import('acorn');

let acorn: Acorn | null = null;

export function loadAcorn(): Acorn {
  acorn ??= require('acorn') as Acorn;
  return acorn;
}
