/**
 * The languages Pulp is written in, by the key its translation files are named after
 * (`<package>/i18n/<key>.json`). Both sides need them: the server to read the language cookie
 * and render pages, the clients to pick text direction and number, price and date formats.
 */
export const LANGUAGE_KEYS = ['en', 'de', 'fr', 'es', 'pt_BR', 'it', 'nl', 'pl', 'tr', 'ja', 'zh_CN', 'ar'] as const;

export type LanguageKey = (typeof LANGUAGE_KEYS)[number];

/** Languages written right to left. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * Our key for a language cookie's value, or null. Other shops write the cookie with a region
 * (de_DE, fr_FR, ja_JP, ar_SA, pt-BR, zh-cn): an exact key wins, else the language part
 * alone (de), else the one key of that language with another region (pt_PT → pt_BR).
 */
export function languageKey(raw: string | null | undefined, known: readonly string[] = LANGUAGE_KEYS): string | null {
  const match = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2,4}))?$/.exec((raw ?? '').trim());
  if (!match) return null;
  const base = match[1].toLowerCase();
  const exact = match[2] ? `${base}_${match[2].toUpperCase()}` : base;
  if (known.includes(exact)) return exact;
  if (known.includes(base)) return base;
  return known.find((key) => key.split('_')[0] === base) ?? null;
}

/** The BCP 47 tag of one of our keys (pt_BR → pt-BR), for `Intl` and `<html lang>`. */
export function languageTag(key: string): string {
  return key.replace('_', '-');
}

/** The direction text of a language runs in. */
export function textDirection(key: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(key.split(/[-_]/)[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/** The kinds of text the shop's data holds in English, with the prefix of their keys. */
export const DATA_TEXT_PREFIXES = { securityQuestion: 'SECURITY_QUESTION', delivery: 'DELIVERY' } as const;

export type DataTextKind = keyof typeof DATA_TEXT_PREFIXES;

/**
 * The translation key of a text the shop's data holds in English (a delivery method's name,
 * a security question): the kind's prefix and the text in upper snake case (DELIVERY_STANDARD_PARCEL).
 */
export function dataTextKey(kind: DataTextKind, text: string): string {
  const prefix = DATA_TEXT_PREFIXES[kind];
  const slug = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return `${prefix}_${slug}`;
}
