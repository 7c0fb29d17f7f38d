import { useEffect } from 'react';
import { i18n, onSocket } from '@pulp/shared';
import { applyManifest, entryOf, REMOTE_NAMES, type RemoteManifest, type RemoteName } from './manifest';
import { loadRemoteTranslations } from './compatibility';

/** The socket event the server sends when its remote registry changed (server/src/features/remotes/routes.ts). */
export const REMOTES_CHANGED_EVENT = 'remotes changed';

/**
 * Live upgrades: when a remote is promoted or rolled back, the open page switches that remote
 * to the new entry at once, and its next page loads from the new build; what is on screen now
 * stays. (A swap is safe here because every shared module comes from the shell and every build
 * has a chunk registry of its own, so no reload notice is needed.)
 */
export function handleRemotesChanged(manifest: RemoteManifest): RemoteName[] {
  const changed = applyManifest(manifest);
  // For people and journeys watching the console: which remote now loads from where.
  for (const name of changed) console.info(`Remote ${name} now loads from ${entryOf(name)}`);
  return changed;
}

/** Listens for registry changes, and keeps the strings of builds from other origins in the page's language. */
export function useRemoteUpgrades(): void {
  useEffect(() => onSocket<RemoteManifest>(REMOTES_CHANGED_EVENT, handleRemotesChanged), []);
  useEffect(() => {
    const reload = (language: string) => {
      for (const name of REMOTE_NAMES as RemoteName[]) {
        const entry = entryOf(name);
        if (entry) void loadRemoteTranslations(entry, language).catch(() => undefined);
      }
    };
    i18n.on('languageChanged', reload);
    return () => i18n.off('languageChanged', reload);
  }, []);
}
