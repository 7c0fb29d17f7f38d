// Which packages make up the shop, how each one is built, and whether its build is stale.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FRONT_END_PACKAGES } from '../../shared/packages.cjs';
import { writeCodingChallenges } from './coding-challenges.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every package with a build: the server and the front ends (shared/packages.cjs, from the one list of remotes). */
export const PACKAGES = ['server', ...FRONT_END_PACKAGES];

const STAMP = '.build-stamp';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The sources a package's build depends on. */
function sourcesOf(name) {
  const dir = path.join(REPO_ROOT, name);
  const own = ['src', 'package.json', 'webpack.config.js', 'exposes.json', 'tsconfig.json', 'tsconfig.build.json'].map((entry) => path.join(dir, entry));
  // The lists every package takes from the shared package: the remotes and the route table.
  const lists = ['remotes.json', 'routes.json', 'packages.cjs'].map((entry) => path.join(REPO_ROOT, 'shared', entry));
  // The server also compiles the API contract it shares with the apps, subsets the order PDF's
  // CJK font to the shell's PDF_* labels (scripts/build-fonts.mjs), makes the binary seed files
  // (scripts/build-seed-files.mjs and its drawing), seeds the template database new data
  // directories start from (scripts/seed-template.mjs) and bundles its build (scripts/bundle.mjs).
  if (name === 'server') {
    const scripts = ['build-contract.mjs', 'bundle.mjs', 'build-fonts.mjs', 'build-seed-files.mjs', 'seed-template.mjs', 'seed-files'].map((script) => path.join(dir, 'scripts', script));
    return [...own, ...lists, ...scripts, path.join(REPO_ROOT, 'shared', 'src', 'contract'), path.join(REPO_ROOT, 'shared', 'tsconfig.contract.json'), path.join(REPO_ROOT, 'shell', 'i18n')];
  }
  return [...own, ...lists, path.join(REPO_ROOT, 'shared', 'src'), path.join(REPO_ROOT, 'shared', 'build')];
}

export function isStale(name) {
  const stamp = path.join(REPO_ROOT, name, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return sourcesOf(name).some((source) => newestMtime(source) > built);
}

export function build(name) {
  const started = Date.now();
  process.stdout.write(`building ${name} … `);
  const result = spawnSync('pnpm', ['--filter', `./${name}`, 'run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(result.stdout + result.stderr);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Records that a package's dist/ matches its sources; every package's own build script ends with it (mark-built.mjs). */
export function markBuilt(name) {
  fs.writeFileSync(path.join(REPO_ROOT, name, 'dist', STAMP), new Date().toISOString());
}

/** Builds every package whose build is missing or older than its sources. */
export function ensureBuilt({ force = false } = {}) {
  for (const name of PACKAGES) if (force || isStale(name)) build(name);
  // The coding challenges' snippets also come from the front ends' sources, which the server's
  // staleness does not follow: extracting them again is cheap (half a second) and rewrites the
  // file only when a spot changed.
  writeCodingChallenges();
}
