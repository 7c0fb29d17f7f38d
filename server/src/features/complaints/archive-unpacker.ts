import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import { writeMissingFiles } from '../../db/seed/files';

type Fflate = typeof import('fflate');
let fflate: Fflate | null = null;

/** The ZIP reader serves the complaint unpacker only: load it on first use. */
function loadFflate(): Fflate {
  fflate ??= require('fflate') as Fflate;
  return fflate;
}

/** Limits of one archive: entries, the size each declares unpacked, and their sum. */
const MAX_ENTRIES = 50;
const MAX_ENTRY_SIZE = 100_000;
const MAX_TOTAL_SIZE = 1_000_000;
const MAX_NAME = 200;

/** The decoy's legal information file, relative to the decoy shop folder (what Arbitrary File Write aims at). */
export const DECOY_LEGAL_FILE = 'ftp/legal.md';

const DECOY_FILES: Record<string, string> = {
  [DECOY_LEGAL_FILE]: [
    '# Legal information',
    '',
    'Pulp sells fruit juices and training in web security. These are stand-in terms kept for the',
    'complaints team, next to the unpacked complaint archives. The terms customers read are at /ftp/legal.md.',
    '',
  ].join('\n'),
  'ftp/announcement.md': '# Spring menu\n\nThree new blends arrive in April.\n',
};

/**
 * The decoy shop folder in the data directory: a small tree laid out like the shop's own
 * (ftp/, uploads/complaints/) where complaint archives are unpacked. Written again when missing.
 */
export function unpackRoot(dataDir: string): string {
  return writeMissingFiles(path.join(dataDir, 'unpacked-shop'), DECOY_FILES);
}

export interface Unpacking {
  /** Files written, relative to the decoy shop folder (forward slashes). */
  written: string[];
  /** Whether one of them replaced the decoy legal information file. */
  overwroteLegal: boolean;
}

const inside = (folder: string, file: string) => file.startsWith(folder + path.sep);

/**
 * Unpacks a complaint archive for the complaints team into uploads/complaints/<name>/ of the
 * decoy shop folder. Entries over the limits are skipped unread (their declared size bounds
 * what the reader allocates); an archive that cannot be read unpacks nothing.
 */
export function unpackComplaintArchive(dataDir: string, archive: Uint8Array, name: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): Unpacking {
  const root = unpackRoot(dataDir);
  const target = path.join(root, 'uploads', 'complaints', name);
  let entries: Record<string, Uint8Array>;
  let count = 0;
  let total = 0;
  try {
    entries = loadFflate().unzipSync(archive, {
      filter: (entry) => {
        count += 1;
        total += entry.originalSize;
        return count <= MAX_ENTRIES && entry.name.length <= MAX_NAME && entry.originalSize <= MAX_ENTRY_SIZE && total <= MAX_TOTAL_SIZE && !entry.name.endsWith('/');
      },
    });
  } catch {
    return { written: [], overwroteLegal: false };
  }
  const written: string[] = [];
  for (const [entryName, bytes] of Object.entries(entries)) {
    // vuln: fileWriteChallenge — the entry's name is joined to the target folder unchecked, so
    // "../" in it writes elsewhere ("zip slip"). Confined: whatever lands outside the decoy shop
    // folder in the data directory is dropped, and no links are ever made.
    const file = isHardened(config, 'fileWriteChallenge')
      ? path.join(target, path.posix.normalize(`/${entryName.replace(/\\/g, '/').replace(/\0/g, '')}`))
      : path.resolve(target, entryName.replace(/\\/g, '/').replace(/\0/g, ''));
    if (!inside(root, file)) continue;
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    } catch {
      continue; // a folder where a file should go, or the reverse: that entry is skipped
    }
    written.push(path.relative(root, file).split(path.sep).join('/'));
  }
  return { written, overwroteLegal: written.includes(DECOY_LEGAL_FILE) };
}
