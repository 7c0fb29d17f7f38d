import { createHash, createHmac } from 'node:crypto';

/**
 * Passwords are stored as unsalted MD5 hex digests, so that the login's SQL can compare
 * them and a leaked hash can be cracked by trainees.
 */
export function hashPassword(password: string): string {
  // vuln: weirdCryptoChallenge
  return createHash('md5').update(password).digest('hex');
}

const ANSWER_KEY = 'pulp-security-answers';

/** Security answers are compared case-sensitively through a keyed hash. */
export function hashSecurityAnswer(answer: string): string {
  return createHmac('sha256', ANSWER_KEY).update(answer).digest('hex');
}
