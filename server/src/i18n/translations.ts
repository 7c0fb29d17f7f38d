import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/settings';

/** The apps whose i18n/<language>.json files make up the shop's translations. */
export const TRANSLATED_APPS = ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-staff', 'mf-scoreboard'];

/** Display data for each language we ship. */
export const LANGUAGES: Record<string, { lang: string; icons: string[]; shortKey: string }> = {
  en: { lang: 'English', icons: ['gb', 'us'], shortKey: 'EN' },
  de: { lang: 'Deutsch', icons: ['de'], shortKey: 'DE' },
};

export interface LanguageEntry {
  key: string;
  lang: string;
  icons: string[];
  shortKey: string;
  percentage: number;
  gauge: 'full' | 'three-quarters' | 'half' | 'quarter' | 'empty';
}

export interface Translations {
  languages: LanguageEntry[];
  /** The merged translation file of one language, serialized once. */
  file(language: string): string | null;
}

function gauge(percentage: number): LanguageEntry['gauge'] {
  if (percentage > 90) return 'full';
  if (percentage > 70) return 'three-quarters';
  if (percentage > 50) return 'half';
  if (percentage > 20) return 'quarter';
  return 'empty';
}

/** Merges every app's fragment for a language; a key defined twice must agree. */
export function mergeFragments(language: string, root = REPO_ROOT, apps = TRANSLATED_APPS): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const app of apps) {
    const file = path.join(root, app, 'i18n', `${language}.json`);
    if (!fs.existsSync(file)) continue;
    const fragment = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(fragment)) {
      if (key in merged && merged[key] !== value) throw new Error(`translation key ${key} differs between apps (${language}, ${app})`);
      merged[key] = value;
    }
  }
  return merged;
}

/** Share of the English keys a language translates (non-empty), as a whole percentage. */
export function completeness(english: Record<string, string>, other: Record<string, string>): number {
  const keys = Object.keys(english);
  if (!keys.length) return 0;
  const done = keys.filter((key) => typeof other[key] === 'string' && other[key].trim() !== '').length;
  return Math.round((done / keys.length) * 100);
}

export function loadTranslations(root = REPO_ROOT, apps = TRANSLATED_APPS): Translations {
  const english = mergeFragments('en', root, apps);
  const files = new Map<string, string>();
  const languages: LanguageEntry[] = [];
  for (const [key, meta] of Object.entries(LANGUAGES)) {
    const merged = key === 'en' ? english : mergeFragments(key, root, apps);
    files.set(key, JSON.stringify(merged));
    const percentage = completeness(english, merged);
    languages.push({ key, ...meta, percentage, gauge: gauge(percentage) });
  }
  return { languages, file: (language) => files.get(language) ?? null };
}
