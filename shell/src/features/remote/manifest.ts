import { registerRemotes } from '@module-federation/enhanced/runtime';
import remoteNames from '@pulp/shared/remotes.json';
import { bootData } from '@pulp/shared/boot';
import { preloadEntry } from './route-preload';

/** The remotes the shell knows: shared/remotes.json is the one list of them (route-table.test checks the routes against it). */
export const REMOTE_NAMES: readonly string[] = remoteNames;
export type RemoteName = (typeof remoteNames)[number];

/** What the shop's remote registry says: the active entry of each remote, and the one before it. */
export interface RemoteManifest {
  remotes: Record<string, string>;
  fallbacks?: Record<string, string>;
}

/** The entry each remote is loaded from in this page (the active one, or a fallback). */
let entries: Partial<Record<RemoteName, string>> = {};
/** The registry's active entry of each remote. */
let active: Partial<Record<RemoteName, string>> = {};
let fallbacks: Partial<Record<RemoteName, string>> = {};
const listeners = new Set<(name: RemoteName) => void>();

/** Resolves a manifest entry (relative to the shell's page) to an absolute URL. */
function absolute(entry: string): string {
  return new URL(entry, document.baseURI).toString();
}

function absoluteAll(manifest: Record<string, string> | undefined): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(Object.entries(manifest ?? {}).map(([name, entry]) => [name, absolute(entry)]));
}

/** The manifest the server rendered into the page, else remotes.json served beside the shell. */
async function readManifest(): Promise<RemoteManifest> {
  const boot = bootData();
  if (boot?.remotes) return { remotes: boot.remotes, fallbacks: boot.remoteFallbacks };
  const response = await fetch(new URL('remotes.json', document.baseURI), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return { remotes: (await response.json()) as Record<string, string> };
}

/**
 * Registers every remote of the manifest at run time, and preloads the entry of the remote
 * the opened page needs (firstRemote) so that it arrives with the shell's chunks.
 */
export async function loadRemoteManifest(firstRemote?: RemoteName): Promise<void> {
  const manifest = await readManifest();
  entries = absoluteAll(manifest.remotes);
  active = { ...entries };
  fallbacks = absoluteAll(manifest.fallbacks);
  if (firstRemote) preloadEntry(entries[firstRemote]);
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/** The entry the shell loads a remote from now. */
export function entryOf(name: RemoteName): string | undefined {
  return entries[name];
}

/**
 * Forgets a remote's failed load so that a retry fetches its entry again: the registry's active
 * entry, even when this page had fallen back to an older build (which stays the fallback).
 */
export function reRegisterRemote(name: RemoteName): void {
  const entry = active[name] ?? entries[name];
  if (!entry) return;
  if (entries[name] && entries[name] !== entry) {
    fallbacks[name] = entries[name];
    switchEntry(name, entry);
    return;
  }
  registerRemotes([{ name, entry }], { force: true });
}

/**
 * Points a remote at another entry. Its pages already open keep running the old build; the
 * federation runtime drops the old container, so the next page of it loads the new build
 * (every build has its own chunk registry, and all shared modules are the shell's).
 */
function switchEntry(name: RemoteName, entry: string): void {
  entries[name] = entry;
  registerRemotes([{ name, entry }], { force: true });
  for (const listener of listeners) listener(name);
}

/** The registry changed (socket event "remotes changed"): every remote whose entry moved switches. */
export function applyManifest(manifest: RemoteManifest): RemoteName[] {
  const next = absoluteAll(manifest.remotes);
  active = { ...active, ...next };
  fallbacks = { ...fallbacks, ...absoluteAll(manifest.fallbacks) };
  const changed = (Object.keys(next) as RemoteName[]).filter((name) => next[name] && next[name] !== entries[name]);
  for (const name of changed) {
    // The build in use until now is the one to fall back on if the new one cannot be used.
    if (entries[name]) fallbacks[name] = entries[name];
    switchEntry(name, next[name] as string);
  }
  return changed;
}

/**
 * Switches a remote back to the last build that worked (the registry's previous version, or
 * the one this page used before an upgrade). Returns that entry, or null when there is none.
 */
export function fallBack(name: RemoteName): string | null {
  const fallback = fallbacks[name];
  if (!fallback || fallback === entries[name]) return null;
  delete fallbacks[name];
  switchEntry(name, fallback);
  return fallback;
}

/** Called with a remote's name whenever its entry changes. */
export function onEntryChange(listener: (name: RemoteName) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
