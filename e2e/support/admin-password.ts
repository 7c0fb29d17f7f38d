import fs from 'node:fs';
import path from 'node:path';

/** The seeded administrator as the default seed has it. */
const SEEDED_ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };

/**
 * The seeded administrator's password in a shop's data directory: admin123, or the strong one a
 * hardened seed made there (weakPasswordChallenge), as the trainer reads it from the file.
 */
export function seededAdminPassword(dataDir: string): string {
  const file = path.join(dataDir, 'keys', 'admin-password');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : SEEDED_ADMIN.password;
}

/**
 * The password to type for an account: as given, except that admin123 stands for the seeded
 * administrator's, whichever the shop with this data directory seeded.
 */
export function passwordToType(credentials: { email: string; password: string }, dataDir: string): string {
  const isSeededAdmin = credentials.email === SEEDED_ADMIN.email && credentials.password === SEEDED_ADMIN.password;
  return isSeededAdmin ? seededAdminPassword(dataDir) : credentials.password;
}
