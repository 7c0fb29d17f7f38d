import { createHmac } from 'node:crypto';

/** Crockford's base32 alphabet: no I, L, O or U, so hand-typed flags are hard to get wrong. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export interface FlagSettings {
  /** ctf.key: the secret the CTF platform shares with the shop. */
  key: string;
  /** ctf.shortFlags: 8 characters (XXXX-XXXX) for classes that type flags by hand. */
  shortFlags: boolean;
}

/** The full flag: HMAC-SHA1 of the challenge key with the CTF key, as 40 hex characters. */
export function longFlag(challengeKey: string, ctfKey: string): string {
  return createHmac('sha1', ctfKey).update(challengeKey).digest('hex');
}

/** The short form: the first 40 bits of the same HMAC in base32, grouped as XXXX-XXXX. */
export function shortFlag(challengeKey: string, ctfKey: string): string {
  const digest = createHmac('sha1', ctfKey).update(challengeKey).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) text += BASE32[Number((bits >> shift) & 31n)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** The flag a solved challenge shows, in the configured form. */
export function ctfFlag(challengeKey: string, settings: FlagSettings): string {
  return settings.shortFlags ? shortFlag(challengeKey, settings.key) : longFlag(challengeKey, settings.key);
}
