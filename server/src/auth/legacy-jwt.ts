import { createHmac, createPublicKey, timingSafeEqual } from 'node:crypto';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../config/hardened';

/**
 * The token check of the shop's first login, kept for tokens that older clients and
 * partner scripts still send. It follows the early JWT libraries: the token's own header
 * decides how it is checked. The shop's current tokens never reach it (they pass the strict
 * check in tokens.ts first); it only ever sees tokens that check refused.
 */
export type LegacyTokenKind = 'unsigned' | 'hmac';

export interface LegacyToken {
  kind: LegacyTokenKind;
  payload: Record<string, unknown>;
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function sameSignature(expected: Buffer, given: string): boolean {
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The HMAC secrets the legacy check tries: the key file's text, with or without its final newline. */
function hmacSecrets(publicKeyPem: string): string[] {
  const trimmed = publicKeyPem.trimEnd();
  return [...new Set([publicKeyPem, trimmed, `${trimmed}\n`])];
}

/** The algorithm the shop's key pair signs with, as a current JWT library pins it for a public key. */
function algorithmOfKey(publicKeyPem: string): string {
  return createPublicKey(publicKeyPem).asymmetricKeyType === 'rsa' ? 'RS256' : 'ES256';
}

/** A token the legacy check accepts, or null. `now` is in seconds. */
export function verifyLegacyToken(token: string, publicKeyPem: string, now = Math.floor(Date.now() / 1000), config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): LegacyToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signature] = parts;
  const header = decodePart(headerPart);
  const payload = decodePart(payloadPart);
  if (!header || !payload) return null;
  if (typeof payload.exp === 'number' && payload.exp <= now) return null;

  // vuln: knownVulnerableComponentChallenge — this check keeps the behaviour of jsonwebtoken 0.4.0,
  // the version the old server manifest (/ftp/pulp-server.json.bak) pins, a release with a
  // published flaw: the token's header chooses the algorithm, "none" included.
  const algorithm = isHardened(config, 'knownVulnerableComponentChallenge') ? algorithmOfKey(publicKeyPem) : typeof header.alg === 'string' ? header.alg : '';
  // vuln: jwtUnsignedChallenge — "none" is taken at its word: no signature, nothing to check.
  if (isHardened(config, 'jwtUnsignedChallenge')) {
    // A token nobody signed proves nothing about who sent it.
    if (algorithm.toLowerCase() === 'none') return null;
  } else {
    if (algorithm.toLowerCase() === 'none') return signature === '' ? { kind: 'unsigned', payload } : null;
  }
  // vuln: jwtForgedChallenge — HS256 is checked with the key the shop holds, the public key,
  // as the HMAC secret: whoever has the public key can sign.
  if (isHardened(config, 'jwtForgedChallenge')) {
    // An HMAC needs a secret that only the signer and the shop know; a public key is no such secret.
    if (algorithm === 'HS256') return null;
  } else {
    if (algorithm === 'HS256') {
      const signed = `${headerPart}.${payloadPart}`;
      const valid = hmacSecrets(publicKeyPem).some((secret) => sameSignature(createHmac('sha256', secret).update(signed).digest(), signature));
      return valid ? { kind: 'hmac', payload } : null;
    }
  }
  return null;
}
