import { registerRemotes } from '@module-federation/enhanced/runtime';
import remoteNames from '@pulp/shared/remotes.json';
import { bootData } from '@pulp/shared/boot';
import { preloadEntry } from './route-preload';

/** The remotes the shell knows: shared/remotes.json is the one list of them (route-table.test checks the routes against it). */
export const REMOTE_NAMES: readonly string[] = remoteNames;
export type RemoteName = (typeof remoteNames)[number];

let entries: Partial<Record<RemoteName, string>> = {};

/** Resolves a manifest entry (relative to the shell's page) to an absolute URL. */
function absolute(entry: string): string {
  return new URL(entry, document.baseURI).toString();
}

/** The manifest the server rendered into the page, else remotes.json served beside the shell. */
async function readManifest(): Promise<Record<string, string>> {
  const rendered = bootData()?.remotes;
  if (rendered) return rendered;
  const response = await fetch(new URL('remotes.json', document.baseURI), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

/**
 * Registers every remote of the manifest at run time, and preloads the entry of the remote
 * the opened page needs (firstRemote) so that it arrives with the shell's chunks.
 */
export async function loadRemoteManifest(firstRemote?: RemoteName): Promise<void> {
  const manifest = await readManifest();
  entries = Object.fromEntries(Object.entries(manifest).map(([name, entry]) => [name, absolute(entry)]));
  if (firstRemote) preloadEntry(entries[firstRemote]);
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
