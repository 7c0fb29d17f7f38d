import fs from 'node:fs';
import path from 'node:path';
import { ftpDocuments } from './documents';
import { accountDocuments } from './account-documents';
import { developerNotes } from './developer-notes';
import { trainingNotes } from './training-notes';
import { writeMissingFiles } from '../../db/seed/files';
import type { ChallengeConfig } from '../../config/hardened';

export interface FtpEntry {
  name: string;
  size: number;
  modified: Date;
}

/**
 * The folder behind /ftp, inside the data directory. Each of our documents it lacks is written
 * (on first use, after a reset, and when a newer version of the shop brings a document the
 * data directory of an older one does not have yet). The configuration picks the careful
 * versions of the documents hardened mode fixes and leaves out what it does not publish (a
 * hardened shop's forgotten files); a folder filled earlier keeps those until a reset.
 */
export function ftpFolder(dataDir: string, config: ChallengeConfig): string {
  return writeMissingFiles(path.join(dataDir, 'ftp'), { ...ftpDocuments(config), ...developerNotes(config), ...trainingNotes(), ...accountDocuments(config) });
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
