import { createHmac } from 'node:crypto';

/** Crockford's base32 alphabet: no I, L, O or U, so hand-typed flags are hard to get wrong. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export interface FlagSettings {
  /** ctf.key: the secret the CTF platform shares with the shop. */
  key: string;
  /** ctf.shortFlags: 8 characters (XXXX-XXXX) for classes that type flags by hand. */
  shortFlags: boolean;
}

/**
 * The one flag function of the shop. The full flag: HMAC-SHA1 of the challenge's name (as
 * GET /api/Challenges shows it, the same in every language) under the CTF key, both as UTF-8,
 * in lower-case hex (40 characters). This is what juice-shop-ctf-cli writes into its CTFd,
 * RootTheBox and FBCTF imports and what the best-known shop shows, so a CTF platform loaded by
 * that tool accepts the flags this shop hands out.
 */
export function longFlag(challengeName: string, ctfKey: string): string {
  return hmac(challengeName, ctfKey).toString('hex');
}

function hmac(challengeName: string, ctfKey: string): Buffer {
  return createHmac('sha1', Buffer.from(ctfKey, 'utf8')).update(challengeName, 'utf8').digest();
}

/** The short form: the first 40 bits of the same HMAC in base32, grouped as XXXX-XXXX. */
export function shortFlag(challengeName: string, ctfKey: string): string {
  const digest = hmac(challengeName, ctfKey);
  let bits = 0n;
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) text += BASE32[Number((bits >> shift) & 31n)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** The flag a solved challenge shows, in the configured form. */
export function ctfFlag(challengeName: string, settings: FlagSettings): string {
  return settings.shortFlags ? shortFlag(challengeName, settings.key) : longFlag(challengeName, settings.key);
}
