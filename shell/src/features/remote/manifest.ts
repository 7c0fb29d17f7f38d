import { registerRemotes } from '@module-federation/enhanced/runtime';
import remoteNames from '@pulp/shared/remotes.json';

/** The remotes the shell knows: shared/remotes.json is the one list of them (route-table.test checks the routes against it). */
export const REMOTE_NAMES: readonly string[] = remoteNames;
export type RemoteName = (typeof remoteNames)[number];

let entries: Partial<Record<RemoteName, string>> = {};

/** Resolves a manifest entry (relative to the shell's page) to an absolute URL. */
function absolute(entry: string): string {
  return new URL(entry, document.baseURI).toString();
}

/** Reads remotes.json (served beside the shell) and registers every remote at run time. */
export async function loadRemoteManifest(): Promise<void> {
  const response = await fetch(new URL('remotes.json', document.baseURI), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const manifest = (await response.json()) as Record<string, string>;
  entries = Object.fromEntries(Object.entries(manifest).map(([name, entry]) => [name, absolute(entry)]));
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/** Forgets a remote's failed load so that a retry fetches its entry again. */
export function reRegisterRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
