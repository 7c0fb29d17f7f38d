import { randomBytes } from 'node:crypto';
import { keptSecret, keysFile } from './keys-folder';

const ADMIN_PASSWORD_FILE = 'admin-password';

/**
 * Where a data directory keeps the administrator's first password when the shop is seeded with
 * a strong one (hardened mode, weakPasswordChallenge): in the keys folder, readable by the
 * shop's own user only, and kept by a reset as the keys are, so the trainer looks it up once.
 */
export function adminPasswordFile(dataDir: string): string {
  return keysFile(dataDir, ADMIN_PASSWORD_FILE);
}

/** The data directory's administrator password: made (random, 144 bits) at the first seed, the same at every reseed. */
export function initialAdminPassword(dataDir: string): string {
  return keptSecret(dataDir, ADMIN_PASSWORD_FILE, () => `${randomBytes(18).toString('base64url')}\n`).trim();
}
