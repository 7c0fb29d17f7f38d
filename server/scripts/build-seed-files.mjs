// Binary files of the seed data, made by code and written to server/dist/seed-files (the image
// packs dist/; the server reads them through src/db/seed/seed-files.ts):
// - memory-lina-holiday.png: Lina's photo-wall picture (geoStalkingVisualChallenge), our own
//   drawing (scripts/seed-files/leaning-tower.mjs) rendered to PNG with resvg, so that only the
//   picture itself, no text in its source and no metadata, tells where it was taken.
// - support-vault.kdbx: the support team's KeePass vault for /ftp (loginSupportChallenge), a
//   real KDBX 3.1 file made with kdbxweb and locked with a weak master password.
// Both libraries are devDependencies. Run by the server's build; `--if-stale` (jest's global
// setup) rebuilds only when an output is missing or older than this script or the drawing.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { leaningTowerSvg } from './seed-files/leaning-tower.mjs';

const SCRIPTS = path.dirname(fileURLToPath(import.meta.url));
const SERVER = path.resolve(SCRIPTS, '..');
export const SEED_FILES_DIR = path.join(SERVER, 'dist', 'seed-files');
const require = createRequire(path.join(SERVER, 'package.json'));

const INPUTS = [fileURLToPath(import.meta.url), path.join(SCRIPTS, 'seed-files', 'leaning-tower.mjs')];

/**
 * The vault's master password: a film title the whole shop is named after, on every word list
 * (keepass2john and a word list find it in minutes). The support account's password inside it
 * is the one seeded for support@pulp.shop (src/db/seed/users-accounts.ts); the solver test
 * opens this vault and logs in with what it finds.
 */
const VAULT_MASTER_PASSWORD = 'pulpfiction';
const VAULT_ENTRIES = [
  { title: 'Shop support account', username: 'support@pulp.shop', password: 'qT7#vR2m!Lx9-pulp-Desk', url: 'http://localhost:3000/#/login', notes: 'Shared by the whole support team. Do not change without telling everyone!' },
  { title: 'Courier portal', username: 'pulp-dispatch', password: 'Cargo-Bike-Route-66', url: 'https://courier.example/login', notes: 'Parcel pickups for the Standard Parcel option.' },
  { title: 'Coffee machine (bar 1)', username: 'maintenance', password: '0000', url: '', notes: 'Factory default. Someone please change it.' },
];
/** AES key derivation rounds: few, so that trainees can crack the master password on a laptop. */
const VAULT_KDF_ROUNDS = 6000;

const FILES = {
  'memory-lina-holiday.png': renderHolidayPicture,
  'support-vault.kdbx': buildSupportVault,
};

async function renderHolidayPicture() {
  const { Resvg } = require('@resvg/resvg-js');
  return new Resvg(leaningTowerSvg(), { fitTo: { mode: 'original' } }).render().asPng();
}

async function buildSupportVault() {
  const kdbxweb = require('kdbxweb');
  const credentials = new kdbxweb.Credentials(kdbxweb.ProtectedValue.fromString(VAULT_MASTER_PASSWORD));
  const db = kdbxweb.Kdbx.create(credentials, 'Pulp support');
  // KDBX 3.1 with the AES key derivation: what keepass2john and common crackers read.
  db.setVersion(3);
  db.setKdf(kdbxweb.Consts.KdfId.Aes);
  db.header.keyEncryptionRounds = new kdbxweb.Int64(VAULT_KDF_ROUNDS);
  const group = db.createGroup(db.getDefaultGroup(), 'Support team');
  for (const entry of VAULT_ENTRIES) {
    const created = db.createEntry(group);
    created.fields.set('Title', entry.title);
    created.fields.set('UserName', entry.username);
    created.fields.set('Password', kdbxweb.ProtectedValue.fromString(entry.password));
    created.fields.set('URL', entry.url);
    created.fields.set('Notes', entry.notes);
  }
  return Buffer.from(await db.save());
}

function isStale() {
  const newestInput = Math.max(...INPUTS.map((input) => fs.statSync(input).mtimeMs));
  return Object.keys(FILES).some((name) => {
    const file = path.join(SEED_FILES_DIR, name);
    return !fs.existsSync(file) || fs.statSync(file).mtimeMs < newestInput;
  });
}

export async function buildSeedFiles({ ifStale = false } = {}) {
  if (ifStale && !isStale()) return;
  fs.mkdirSync(SEED_FILES_DIR, { recursive: true });
  for (const [name, make] of Object.entries(FILES)) {
    // Written beside and renamed into place: a server reading the folder never sees half a file.
    const file = path.join(SEED_FILES_DIR, name);
    fs.writeFileSync(`${file}.tmp`, await make());
    fs.renameSync(`${file}.tmp`, file);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildSeedFiles({ ifStale: process.argv.includes('--if-stale') });
}
