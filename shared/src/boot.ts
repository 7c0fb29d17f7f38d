import type { ApplicationConfiguration } from './types/entities';

/**
 * What the server renders into the shell document (an inline JSON data block, not a script,
 * so the strict CSP stays as it is): everything the shell would otherwise fetch one round
 * trip after main.js before it can draw the first screen.
 */
export interface BootData {
  config?: ApplicationConfiguration;
  version?: string;
  /** The remotes manifest (remotes.json): federation name → entry URL relative to the page. */
  remotes?: Record<string, string>;
  /** Per remote, the entry of the registry's previous version: where the shell falls back. */
  remoteFallbacks?: Record<string, string>;
  /** The language the document was rendered for (the language cookie, else English). */
  language?: string;
  /** Translation bundles by language: the visitor's, and English when that is the fallback. */
  translations?: Record<string, Record<string, string>>;
}

/** The id of the <script type="application/json"> element that holds the boot data. */
export const BOOT_ELEMENT_ID = 'pulp-boot';

let cached: { doc: Document; data: BootData | null } | null = null;

/**
 * The boot data of this page, or null when it has none (a remote's standalone page, the
 * development server, tests): callers then fetch what they need as before.
 */
export function bootData(doc: Document | undefined = typeof document !== 'undefined' ? document : undefined): BootData | null {
  if (!doc) return null;
  if (cached?.doc === doc) return cached.data;
  let data: BootData | null = null;
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as BootData;
    } catch {
      data = null;
    }
  }
  cached = { doc, data };
  return data;
}

/** Forgets the parsed boot data (tests swap the document's content). */
export function forgetBootData(): void {
  cached = null;
}
