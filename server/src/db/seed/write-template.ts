import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CHALLENGE_CONFIG } from '../../config/hardened';
import { openDatabase } from '../database';
import { documentStore } from '../documents';
import { markSeedTemplate } from '../seed-template';
import { seedDatabase } from './seed';
import { createSchema } from '../migrations';
import { markSeeded } from '../migrations/runner';

/** Seeds a scratch database with nothing hardened and keeps it, marked, as the template `file`. */
export function writeSeedTemplate(file: string, appVersion: string, seededAt = new Date().toISOString()): void {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-seed-template-'));
  try {
    const { db } = openDatabase(scratch);
    try {
      createSchema(db);
      seedDatabase(db, documentStore(db), DEFAULT_CHALLENGE_CONFIG, scratch, seededAt);
      markSeeded(db, appVersion, seededAt);
      markSeedTemplate(db, seededAt);
      fs.rmSync(file, { force: true });
      // One self-contained, compacted file (no write-ahead log beside it).
      db.prepare('VACUUM INTO ?').run(file);
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

