import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keptSecret } from './keys-folder';

/**
 * TOTP secrets at rest, sealed (hardened mode, twoFactorAuthUnsafeSecretStorageChallenge): AES-256-GCM
 * under a key of the data directory's own, kept beside the signing keys (a reset keeps it), never
 * in the database. A read of the Users table then shows `sealed:…`, which opens nothing without
 * the key file. Secrets stored as they are (the default seed and setup) still open as they are.
 */
const PREFIX = 'sealed:v1:';

const keys = new Map<string, Buffer>();

function keyOf(dataDir: string): Buffer {
  let key = keys.get(dataDir);
  if (!key) {
    key = Buffer.from(keptSecret(dataDir, 'totp-secrets.key', () => randomBytes(32).toString('base64')), 'base64');
    keys.set(dataDir, key);
  }
  return key;
}

/** Whether a stored secret is sealed (so a read of the table alone gives nothing away). */
export function isSealedTotpSecret(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** The secret as the database keeps it when sealed: `sealed:v1:<iv>.<tag>.<ciphertext>`, base64url. */
export function sealTotpSecret(dataDir: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(dataDir), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
}

/** The secret a stored value holds (a sealed one opened with the data directory's key), or null when it does not open. */
export function openTotpSecret(dataDir: string, stored: string): string | null {
  if (!isSealedTotpSecret(stored)) return stored;
  const [iv, tag, sealed] = stored.slice(PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(dataDir), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
