/**
 * The token sale page lives at a path that is written down nowhere in plain text: finding
 * it is part of the training (security through obscurity). Decoding: each code minus 7.
 */
export const ENCODED = [109, 121, 108, 122, 111, 52, 122, 120, 124, 108, 108, 129, 108, 107, 52, 112, 106, 118];

export function tokenSalePath(): string {
  return String.fromCharCode(...ENCODED.map((code) => code - 7));
}
