import Hashids from 'hashids';

/**
 * The salt of progress codes. It is public (this file is published) on purpose: codes are
 * portable between shops, and knowing the recipe is what the Imaginary Challenge challenge asks for.
 */
// vuln: continueCodeChallenge
const SALT = 'pulp: squeeze every challenge';
const MIN_LENGTH = 40;
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const hashids = new Hashids(SALT, MIN_LENGTH, ALPHABET);

/** A progress code for a set of challenge ids (order and duplicates do not matter). */
export function encodeContinueCode(ids: number[]): string {
  return hashids.encode([...new Set(ids)].sort((a, b) => a - b));
}

/** The challenge ids of a code, or null when it is not a code this shop made. */
export function decodeContinueCode(code: string): number[] | null {
  if (!code || code.length > 2000) return null;
  let ids: number[];
  try {
    ids = hashids.decode(code).map(Number);
  } catch {
    return null; // characters outside the alphabet
  }
  if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) return null;
  return ids;
}
