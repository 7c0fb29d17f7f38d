import fs from 'node:fs';
import path from 'node:path';
import { FTP_DOCUMENTS } from './documents';

export interface FtpEntry {
  name: string;
  size: number;
  modified: Date;
}

/** The folder behind /ftp, inside the data directory; filled with our documents when missing. */
export function ftpFolder(dataDir: string): string {
  const folder = path.join(dataDir, 'ftp');
  if (!fs.existsSync(folder)) {
    fs.mkdirSync(folder, { recursive: true });
    for (const [name, text] of Object.entries(FTP_DOCUMENTS)) fs.writeFileSync(path.join(folder, name), text);
  }
  return folder;
}

/** The files of the folder, by name. */
export function listFtpFolder(folder: string): FtpEntry[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const stat = fs.statSync(path.join(folder, entry.name));
      return { name: entry.name, size: stat.size, modified: stat.mtime };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A file of the folder by its exact name, or null: names are never treated as paths. */
export function readFtpFile(folder: string, name: string): Buffer | null {
  if (!/^[\w][\w.-]{0,99}$/.test(name)) return null;
  if (!listFtpFolder(folder).some((entry) => entry.name === name)) return null;
  return fs.readFileSync(path.join(folder, name));
}
