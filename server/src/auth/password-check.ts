import { scryptSync, timingSafeEqual } from 'node:crypto';
import { hashPassword } from './passwords';

/**
 * Whether a password is the one a stored hash was made from (auth/passwords.ts makes them): a
 * salted scrypt hash is recomputed with its own salt, since a salted hash cannot be matched
 * inside SQL; an MD5 one (the default seed, or a data directory seeded before hardening) is
 * compared as it is.
 */
export function passwordMatches(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme === 'scrypt' && salt && hash) {
    const expected = Buffer.from(hash, 'hex');
    return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'hex'), expected.length), expected);
  }
  return stored === hashPassword(password);
}
