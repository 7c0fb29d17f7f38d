import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../config/settings';

/**
 * Binary files of the seed data that code makes at build time (server/scripts/
 * build-seed-files.mjs writes them to dist/seed-files, the same folder from src/ in tests and
 * from dist/ when built): a photo-wall picture rendered from our own drawing, and the support
 * team's password vault.
 */
export const SEED_FILES_DIR = path.join(SERVER_ROOT, 'dist', 'seed-files');

const cache = new Map<string, Buffer | null>();

/** A built seed file by name, read once; null when the build has not made it (a bare checkout). */
export function seedFile(name: string): Buffer | null {
  if (!cache.has(name)) {
    const file = path.join(SEED_FILES_DIR, name);
    cache.set(name, fs.existsSync(file) ? fs.readFileSync(file) : null);
  }
  return cache.get(name) ?? null;
}
