import fs from 'node:fs';
import path from 'node:path';

/** A file's text, or a function that gives its bytes (null: not available, the file is left out). */
export type FileContent = string | (() => Buffer | null);

/**
 * Lays out a folder of the shop's own files in the data directory: each file of `files`
 * (relative names, forward slashes) that the folder lacks is written, so the folder fills
 * itself on first use, after a reset, and when a newer shop brings a file an older data
 * directory does not have; files already there are left as they are. Returns the folder.
 */
export function writeMissingFiles(folder: string, files: Record<string, FileContent>): string {
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(folder, ...name.split('/'));
    if (fs.existsSync(file)) continue;
    const data = typeof content === 'function' ? content() : content;
    if (data === null) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
  return folder;
}
