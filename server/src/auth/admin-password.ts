import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where a data directory keeps the administrator's first password when the shop is seeded with
 * a strong one (hardened mode, weakPasswordChallenge): beside the signing keys, readable by the
 * shop's own user only, and kept by a reset as the keys are, so the trainer looks it up once.
 */
export function adminPasswordFile(dataDir: string): string {
  return path.join(dataDir, 'keys', 'admin-password');
}

/** The data directory's administrator password: made (random, 144 bits) at the first seed, the same at every reseed. */
export function initialAdminPassword(dataDir: string): string {
  const file = adminPasswordFile(dataDir);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${randomBytes(18).toString('base64url')}\n`, { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
