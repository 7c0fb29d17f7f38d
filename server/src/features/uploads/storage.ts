import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Uploaded files live in the data directory, under one folder per purpose. */
export function uploadFolder(dataDir: string, purpose: 'complaints' | 'memories'): string {
  const folder = path.join(dataDir, 'uploads', purpose);
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

/** Stores bytes under a fresh random name with the given prefix and extension; returns the name. */
export function storeUpload(folder: string, bytes: Buffer, extension: string, prefix = ''): string {
  const name = `${prefix}${randomUUID()}.${extension}`;
  fs.writeFileSync(path.join(folder, name), bytes, { flag: 'wx' });
  return name;
}

/** The stored file of that name, or null; only names this module made are ever looked up. */
export function storedUpload(folder: string, name: string, pattern: RegExp): string | null {
  if (!pattern.test(name)) return null;
  const file = path.join(folder, name);
  return fs.existsSync(file) ? file : null;
}
