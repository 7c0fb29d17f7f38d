import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import { REPO_ROOT } from '../../config/settings';
import { localBuilds, REMOTE_PACKAGES, type LocalBuilds } from './local-builds';
import { RemoteRegistry } from './registry';

/** shell/dist/provided.json: the singletons the built shell provides, by version (shared/build/webpack.cjs). */
export function builtShellProvides(root = REPO_ROOT): Record<string, string> | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'shell', 'dist', 'provided.json'), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

/** The shop's registry (data/remotes.json) over this checkout's builds. */
export function createRemoteRegistry(ctx: Pick<AppContext, 'settings' | 'config'>): { registry: RemoteRegistry; builds: LocalBuilds } {
  const builds = localBuilds();
  const registry = new RemoteRegistry({
    file: path.join(ctx.settings.dataDir, 'remotes.json'),
    names: Object.keys(REMOTE_PACKAGES),
    builds,
    configured: ctx.config.remotes ?? {},
    provided: () => builtShellProvides(),
  });
  return { registry, builds };
}
