import { createHash, createHmac, randomBytes, scryptSync } from 'node:crypto';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../config/hardened';

/**
 * Passwords are stored as unsalted MD5 hex digests, so that the login's SQL can compare
 * them and a leaked hash can be cracked by trainees. (Hardened: salted scrypt hashes, which
 * auth/password-check.ts verifies.)
 */
export function hashPassword(password: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): string {
  // vuln: weirdCryptoChallenge
  if (isHardened(config, 'weirdCryptoChallenge')) {
    // Salted and slow: scrypt (N = 2^14) with a random salt per password, kept beside the hash.
    const salt = randomBytes(16);
    return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
  } else {
    return createHash('md5').update(password).digest('hex');
  }
}

const ANSWER_KEY = 'pulp-security-answers';

/** Security answers are compared case-sensitively through a keyed hash. */
export function hashSecurityAnswer(answer: string): string {
  return createHmac('sha256', ANSWER_KEY).update(answer).digest('hex');
}
