import Hashids from 'hashids';

/**
 * Progress codes of the coding challenges, one per phase as in the best-known shop: the ids of
 * the challenges whose lines were found (find it) or whose fix was chosen (fix it). Each phase
 * has its own salt, so a code of one phase is no code of the other (nor of the hacking progress).
 */
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MIN_LENGTH = 40;
const CODERS = {
  findIt: new Hashids('pulp: find the flaw', MIN_LENGTH, ALPHABET),
  fixIt: new Hashids('pulp: fix the flaw', MIN_LENGTH, ALPHABET),
};

export type CodingPhase = keyof typeof CODERS;

export function encodeCodingCode(phase: CodingPhase, ids: number[]): string {
  return CODERS[phase].encode([...new Set(ids)].sort((a, b) => a - b));
}

/** The challenge ids of a code of this phase, or null when it is none. */
export function decodeCodingCode(phase: CodingPhase, code: string): number[] | null {
  if (!code || code.length > 2000) return null;
  let ids: number[];
  try {
    ids = CODERS[phase].decode(code).map(Number);
  } catch {
    return null;
  }
  if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) return null;
  return ids;
}
