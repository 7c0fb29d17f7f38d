import { satisfy } from '@module-federation/enhanced/runtime';
import { i18n, incompatibilities, type Incompatibility, type RemoteDescriptor } from '@pulp/shared';

/** The singletons this shell provides, by version (empty where the build did not define them: tests). */
export function providedSingletons(): Record<string, string> {
  return typeof __PULP_PROVIDED_SINGLETONS__ === 'undefined' ? {} : __PULP_PROVIDED_SINGLETONS__;
}

/** Whether an entry is served by the shop itself (the registry checked it when it was activated). */
export function isOwnOrigin(entry: string): boolean {
  return new URL(entry).origin === window.location.origin;
}

/** A build this shell refuses: its version and what does not fit. */
export interface Refusal {
  version: string;
  incompatibilities: Incompatibility[];
}

/** remote.json beside an entry ("…/0.2.0/remoteEntry.js" → "…/0.2.0/remote.json"). */
async function readDescriptor(entry: string): Promise<RemoteDescriptor> {
  const response = await fetch(new URL('remote.json', entry), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${entry}: remote.json answered HTTP ${response.status}`);
  return (await response.json()) as RemoteDescriptor;
}

/**
 * Before a build from another origin is registered, the shared singletons its remote.json
 * needs are compared with what this shell provides: files on a static host can change without
 * the shop knowing. Builds the shop serves itself were checked by its registry with the same
 * rule (and a skew the check missed is still stopped by the federation runtime's strictVersion).
 * Resolves with the refusal, or null when the build fits; rejects when remote.json cannot be read.
 */
export async function checkCompatibility(entry: string): Promise<Refusal | null> {
  if (isOwnOrigin(entry)) return null;
  const descriptor = await readDescriptor(entry);
  const found = incompatibilities(descriptor.shared ?? {}, providedSingletons(), (version, range) => satisfy(version, range));
  return found.length ? { version: descriptor.version, incompatibilities: found } : null;
}

/**
 * A build on another origin brings its own strings (i18n/<language>.json beside its entry):
 * they are added to the page's translations before its page renders. The shop's own builds'
 * strings are already in the shop's language files.
 */
export async function loadRemoteTranslations(entry: string, language: string | undefined = i18n.language): Promise<void> {
  if (isOwnOrigin(entry)) return;
  const languages = [...new Set([language || 'en', 'en'])];
  await Promise.all(
    languages.map(async (name) => {
      const response = await fetch(new URL(`i18n/${encodeURIComponent(name)}.json`, entry), { cache: 'no-cache' });
      if (!response.ok) return;
      i18n.addResourceBundle(name, 'translation', (await response.json()) as Record<string, string>, true, true);
    }),
  );
}
