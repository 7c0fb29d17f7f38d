import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory's folder of secrets: the token signing keys, and what a hardened seed or
 * setup makes once (the administrator's first password, the key that seals TOTP secrets). A
 * reset keeps it, so the shop's identity and these secrets do not change.
 */
export const KEYS_FOLDER = 'keys';

/** A file of the data directory's keys folder. */
export function keysFile(dataDir: string, name: string): string {
  return path.join(dataDir, KEYS_FOLDER, name);
}

/**
 * The text of a secret in the keys folder: written by `make` the first time it is asked for,
 * readable by the shop's own user only, and read as it is from then on.
 */
export function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = keysFile(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, make(), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8');
}
