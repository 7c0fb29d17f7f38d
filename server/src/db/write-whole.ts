import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a file of the data directory whole: to a temporary file first, renamed over the old one,
 * so that a reader (or a crash) never meets half a file. Makes the folder if it is missing.
 */
export function writeWhole(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}
