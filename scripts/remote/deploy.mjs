// pnpm remote deploy: copies one build of a remote to a static host folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The newest build of a remote in this checkout (mf-<name>/dist/latest.json). */
export function latestBuild(name, root = REPO_ROOT, from = path.join(root, `mf-${name}`, 'dist')) {
  const file = path.join(from, 'latest.json');
  if (!fs.existsSync(file)) throw new Error(`mf-${name} has no build: run pnpm --filter ./mf-${name} build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * Copies mf-<name>/dist/<version>/ (or <from>/<version>/) to <to>/<name>/<version>/ (a build never overwrites another
 * version) and returns where it went and its entry URL under baseUrl.
 */
export function deployBuild({ name, to, from, version, baseUrl = 'http://127.0.0.1:4100', root = REPO_ROOT }) {
  const dist = from ? path.resolve(from) : path.join(root, `mf-${name}`, 'dist');
  version ??= latestBuild(name, root, dist);
  const source = path.join(dist, version);
  const descriptorFile = path.join(source, 'remote.json');
  if (!fs.existsSync(descriptorFile)) throw new Error(`mf-${name} has no build ${version} (no ${path.relative(root, descriptorFile)})`);
  const descriptor = JSON.parse(fs.readFileSync(descriptorFile, 'utf8'));
  if (descriptor.name !== name || descriptor.version !== version) throw new Error(`${descriptorFile} describes ${descriptor.name} ${descriptor.version}, not ${name} ${version}`);
  const target = path.join(path.resolve(to), name, version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(source, target, { recursive: true });
  const entry = new URL(`${encodeURIComponent(name)}/${version.split('/').map(encodeURIComponent).join('/')}/remoteEntry.js`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return { folder: target, version, entry: entry.toString().replaceAll('%2B', '+') };
}
