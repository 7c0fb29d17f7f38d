import Hashids from 'hashids';

/**
 * How progress codes are made. The recipe is public on purpose (the training team's notes in the
 * file drop spell it out, ftp/training-notes.ts): codes are portable between shops, and knowing
 * the recipe is what the Imaginary Challenge challenge asks for.
 */
// vuln: continueCodeChallenge ?
export const PROGRESS_CODE_RECIPE = { salt: 'pulp: squeeze every challenge', minLength: 40, alphabet: 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789' } as const;

const hashids = new Hashids(PROGRESS_CODE_RECIPE.salt, PROGRESS_CODE_RECIPE.minLength, PROGRESS_CODE_RECIPE.alphabet);

/**
 * The best-known shop's progress codes, which MultiJuicer's progress watchdog also builds (with
 * its own numbering of the challenges, see ./multijuicer/numbering) to restore a team's solves
 * into a new pod. Its settings are as public as ours.
 */
const reference = new Hashids('this is my salt', 60, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890');

/** A progress code for a set of challenge ids (order and duplicates do not matter). */
export function encodeContinueCode(ids: number[]): string {
  return hashids.encode([...new Set(ids)].sort((a, b) => a - b));
}

/** The numbers a code holds under one set of Hashids settings; empty when it is not such a code. */
function numbersOf(codec: Hashids, code: string): number[] {
  if (!code || code.length > 2000) return [];
  try {
    // decode() checks its result by encoding it again, so a code made with other settings
    // (or tampered with) gives nothing rather than wrong numbers.
    return codec.decode(code).map(Number);
  } catch {
    return []; // characters outside the alphabet
  }
}

/** The challenge ids of a code, or null when it is not a code this shop made. */
export function decodeContinueCode(code: string): number[] | null {
  const ids = numbersOf(hashids, code);
  if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) return null;
  return ids;
}

/**
 * The best-known shop's challenge ids in a code of its format (as MultiJuicer builds them), or
 * null when it is not one. Id 0 is kept: it is what MultiJuicer writes for a key it does not know.
 */
export function decodeReferenceContinueCode(code: string): number[] | null {
  const ids = numbersOf(reference, code);
  if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id < 0)) return null;
  return ids;
}
