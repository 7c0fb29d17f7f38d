#!/usr/bin/env node
// `pnpm --filter ./e2e bench:composition`: which libraries make up the JavaScript of the last
// bench run's first load and remote pages. Rebuilds each front end once with webpack's stats
// into a temporary folder (the real dist/ is not touched), then attributes every fetched
// file's gzipped bytes to packages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { DEFAULT_RESULTS, REPO_ROOT } from './lib/paths.mjs';
import { appOfPath, attribute, chunkForFile, familyOf } from './lib/composition.mjs';
import { REMOTE_NAMES, remotePackage } from '../../shared/packages.cjs';

const APP_FOLDERS = { shell: 'shell', ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotePackage(name)])) };
const resultsFile = process.argv[2] ?? DEFAULT_RESULTS;
const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
const frontEnd = results.details?.frontEnd;
if (!frontEnd) throw new Error(`${resultsFile} has no front-end figures: run pnpm bench first`);

const statsCache = new Map();
function statsOf(app) {
  if (statsCache.has(app)) return statsCache.get(app);
  const folder = path.join(REPO_ROOT, APP_FOLDERS[app]);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `pulp-stats-${app}-`));
  const statsFile = path.join(scratch, 'stats.json');
  process.stderr.write(`· webpack stats for ${app} …\n`);
  const build = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--stats', 'verbose', '--json', statsFile, '--output-path', path.join(scratch, 'out')], { cwd: folder, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`webpack stats for ${app} failed:\n${build.stdout}${build.stderr}`);
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  fs.rmSync(scratch, { recursive: true, force: true });
  statsCache.set(app, stats);
  return stats;
}

function compose(files) {
  const byPackage = {};
  const byFile = [];
  for (const file of files) {
    const { app, file: fileName } = appOfPath(file.url);
    const chunk = APP_FOLDERS[app] ? chunkForFile(statsOf(app), fileName) : undefined;
    const shares = chunk ? attribute(chunk, file.gz, app) : { [`(unknown: ${file.url})`]: file.gz };
    for (const [name, bytes] of Object.entries(shares)) byPackage[name] = (byPackage[name] ?? 0) + bytes;
    const top = Object.entries(shares).sort((a, b) => b[1] - a[1]).slice(0, 3);
    byFile.push({ url: file.url, gz: file.gz, top: top.map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)}`) });
  }
  return { byPackage: Object.entries(byPackage).sort((a, b) => b[1] - a[1]), byFile: byFile.sort((a, b) => b.gz - a.gz) };
}

function byFamily(byPackage) {
  const families = {};
  for (const [name, bytes] of byPackage) families[familyOf(name)] = (families[familyOf(name)] ?? 0) + bytes;
  return Object.entries(families).sort((a, b) => b[1] - a[1]);
}

function print(title, { byPackage, byFile }) {
  const total = byPackage.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\n${title}: ${(total / 1024).toFixed(1)} KB gzip`);
  console.log('\n| library family | KB gzip (est.) | share |\n|---|---:|---:|');
  for (const [name, bytes] of byFamily(byPackage).filter(([, bytes]) => bytes >= 256)) console.log(`| ${name} | ${(bytes / 1024).toFixed(1)} | ${((100 * bytes) / total).toFixed(0)} % |`);
  console.log('\n| package | KB gzip (est.) | share |\n|---|---:|---:|');
  for (const [name, bytes] of byPackage.filter(([, bytes]) => bytes >= 256)) console.log(`| ${name} | ${(bytes / 1024).toFixed(1)} | ${((100 * bytes) / total).toFixed(0)} % |`);
  console.log('\n| file | KB gzip | mostly |\n|---|---:|---|');
  for (const file of byFile) console.log(`| ${file.url} | ${(file.gz / 1024).toFixed(1)} | ${file.top.join(', ')} |`);
}

print('first load of #/search', compose(frontEnd.firstLoad.files));
for (const route of frontEnd.perRoute) print(`extra for #/${route.path} (${route.remote})`, compose(route.files));
