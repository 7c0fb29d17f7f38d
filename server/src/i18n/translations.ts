import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_KEYS, languageKey, type LanguageKey } from '@pulp/shared/contract';
import { FRONT_END_PACKAGES } from '@pulp/shared/packages.cjs';
import { REPO_ROOT } from '../config/settings';
import { challengeFileNames } from './server-texts';

/** The apps whose i18n/<language>.json files make up the shop's translations: the front ends. */
export const TRANSLATED_APPS: readonly string[] = FRONT_END_PACKAGES;

/**
 * Display data for each language Pulp is written in (shared/src/contract/languages.ts): its
 * name in itself, flag country codes and a short code. A language is listed (GET /rest/languages)
 * and served only once a translation file of it exists, so one can be added file by file.
 */
export const LANGUAGES: Record<LanguageKey, { lang: string; icons: string[]; shortKey: string }> = {
  en: { lang: 'English', icons: ['gb', 'us'], shortKey: 'EN' },
  de: { lang: 'Deutsch', icons: ['de'], shortKey: 'DE' },
  fr: { lang: 'Français', icons: ['fr'], shortKey: 'FR' },
  es: { lang: 'Español', icons: ['es'], shortKey: 'ES' },
  pt_BR: { lang: 'Português (Brasil)', icons: ['br'], shortKey: 'PT' },
  it: { lang: 'Italiano', icons: ['it'], shortKey: 'IT' },
  nl: { lang: 'Nederlands', icons: ['nl'], shortKey: 'NL' },
  pl: { lang: 'Polski', icons: ['pl'], shortKey: 'PL' },
  tr: { lang: 'Türkçe', icons: ['tr'], shortKey: 'TR' },
  ja: { lang: '日本語', icons: ['jp'], shortKey: 'JA' },
  zh_CN: { lang: '简体中文', icons: ['cn'], shortKey: 'ZH' },
  ar: { lang: 'العربية', icons: ['sa'], shortKey: 'AR' },
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
  /** The listed languages with their completeness, computed on the first call (GET /rest/languages). */
  languages(): LanguageEntry[];
  /** The merged translation file of one listed language, merged and serialized on first use. */
  file(language: string): string | null;
  /** The listed language a language cookie names (de_DE → de), else English. */
  resolve(cookie: string | null | undefined): string;
}

/** The raw value of the language cookie in a Cookie header (never decoded: keys are plain letters). */
export function languageCookie(header: string | undefined): string | undefined {
  return /(?:^|;\s*)language=([a-zA-Z_-]{2,10})(?:;|\s|$)/.exec(header ?? '')?.[1];
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

/** A plural form of a counted word (`KEY_one`, `KEY_few`, …, as i18next names them). */
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * Share of the English keys a language translates (non-empty), as a whole percentage. A plural
 * form English has and the language's rules do not (Japanese counts without `_one`) is done
 * when the language has the word's `_other`.
 */
export function completeness(english: Record<string, string>, other: Record<string, string>): number {
  const keys = Object.keys(english);
  if (!keys.length) return 0;
  const filled = (key: string) => typeof other[key] === 'string' && other[key].trim() !== '';
  const done = keys.filter((key) => filled(key) || (PLURAL_FORM.test(key) && filled(key.replace(PLURAL_FORM, '$1_other')))).length;
  return Math.round((done / keys.length) * 100);
}

/**
 * A language's challenge texts (server/i18n/challenges/<language>.json and its parts) flattened
 * to `challenges:<key>.<field>`, a list (the hints) text by text as `challenges:<key>.hints.<n>`,
 * so they count towards its percentage like the screens' keys: the score board's descriptions
 * and hints are most of what a trainee reads.
 */
export function challengeTextKeys(language: string, root = REPO_ROOT): Record<string, string> {
  const textsDir = path.join(root, 'server', 'i18n');
  if (!fs.existsSync(path.join(textsDir, 'challenges'))) return {};
  const flat: Record<string, string> = {};
  for (const file of challengeFileNames(language, textsDir)) {
    const texts = JSON.parse(fs.readFileSync(path.join(textsDir, 'challenges', file), 'utf8')) as Record<string, Record<string, string | string[]>>;
    for (const [key, fields] of Object.entries(texts)) {
      for (const [field, value] of Object.entries(fields)) {
        if (Array.isArray(value)) value.forEach((text, index) => (flat[`challenges:${key}.${field}.${index}`] = text));
        else flat[`challenges:${key}.${field}`] = value;
      }
    }
  }
  return flat;
}

/** The languages with at least one translation file of the screens (English always). */
export function languagesWithFiles(root = REPO_ROOT, apps = TRANSLATED_APPS): LanguageKey[] {
  return LANGUAGE_KEYS.filter((key) => key === 'en' || apps.some((app) => fs.existsSync(path.join(root, app, 'i18n', `${key}.json`))));
}

/**
 * The shop's translations, read lazily: merging and serialising all twelve languages' files and
 * counting their completeness took about a third of the time from process start to the first
 * answer (node --cpu-prof), and most shops only ever serve one or two languages. Which
 * languages are listed is settled at once (it costs a few stats); a language's file is merged the
 * first time it is asked for, the percentages the first time the list is.
 */
export function loadTranslations(root = REPO_ROOT, apps = TRANSLATED_APPS): Translations {
  const listed: string[] = languagesWithFiles(root, apps);
  const files = new Map<string, string>();
  let languages: LanguageEntry[] | null = null;
  const listLanguages = (): LanguageEntry[] => {
    const english = mergeFragments('en', root, apps);
    const englishAll = { ...english, ...challengeTextKeys('en', root) };
    return listed.map((key) => {
      const merged = key === 'en' ? english : mergeFragments(key, root, apps);
      const percentage = completeness(englishAll, { ...merged, ...challengeTextKeys(key, root) });
      return { key, ...LANGUAGES[key as LanguageKey], percentage, gauge: gauge(percentage) };
    });
  };
  return {
    languages: () => (languages ??= listLanguages()),
    file: (language) => {
      if (!listed.includes(language)) return null;
      let file = files.get(language);
      if (file === undefined) {
        file = JSON.stringify(mergeFragments(language, root, apps));
        files.set(language, file);
      }
      return file;
    },
    resolve: (cookie) => languageKey(cookie, listed) ?? 'en',
  };
}
