import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { REMOTE_VERSION_PATTERN, RemoteDescriptorSchema, type RemoteDescriptor } from '@pulp/shared/contract';
import { REMOTE_NAMES, remotePackage } from '@pulp/shared/packages.cjs';
import { REPO_ROOT } from '../../config/settings';

/** Remote name → the package folder whose dist/ holds its builds (dist/<version>/), for every remote of shared/remotes.json. */
export const REMOTE_PACKAGES: Readonly<Record<string, string>> = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotePackage(name)]));

/** The builds of this checkout: what `pnpm --filter ./mf-<name> build` left in mf-<name>/dist/. */
export interface LocalBuilds {
  /** The folder of one build, or null when there is no such build. */
  folder(name: string, version: string): string | null;
  /** The newest build (dist/latest.json), or null when the remote was never built. */
  latest(name: string): string | null;
  /** remote.json of a build, or null when it is missing or not a remote description. */
  descriptor(name: string, version: string): RemoteDescriptor | null;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The builds under <root>/mf-<name>/dist (the repository by default). */
export function localBuilds(root = REPO_ROOT): LocalBuilds {
  const dist = (name: string) => (REMOTE_PACKAGES[name] ? path.join(root, REMOTE_PACKAGES[name], 'dist') : null);
  const folder = (name: string, version: string) => {
    const base = dist(name);
    if (!base || !REMOTE_VERSION_PATTERN.test(version)) return null;
    const dir = path.join(base, version);
    return fs.existsSync(path.join(dir, 'remoteEntry.js')) ? dir : null;
  };
  return {
    folder,
    latest(name) {
      const base = dist(name);
      const latest = base ? readJson(path.join(base, 'latest.json')) : null;
      const version = latest && typeof latest === 'object' ? (latest as { version?: unknown }).version : null;
      return typeof version === 'string' && folder(name, version) ? version : null;
    },
    descriptor(name, version) {
      const dir = folder(name, version);
      const parsed = v.safeParse(RemoteDescriptorSchema, dir ? readJson(path.join(dir, 'remote.json')) : null);
      return parsed.success && parsed.output.name === name && parsed.output.version === version ? parsed.output : null;
    },
  };
}

/** The entry of a build this shop serves itself, relative to the shell's page. */
export function localEntry(name: string, version: string): string {
  return `mf/${name}/${version}/remoteEntry.js`;
}

/** The version of a local entry ("mf/staff/0.1.0+abc/remoteEntry.js" → "0.1.0+abc"), else null. */
export function versionOfLocalEntry(name: string, entry: string): string | null {
  const prefix = `mf/${name}/`;
  if (!entry.startsWith(prefix) || !entry.endsWith('/remoteEntry.js')) return null;
  const version = entry.slice(prefix.length, -'/remoteEntry.js'.length);
  return REMOTE_VERSION_PATTERN.test(version) ? version : null;
}
