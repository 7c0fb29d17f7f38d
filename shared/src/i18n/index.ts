import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIE_DAYS, COOKIE_KEYS } from '../storage/keys';
import { cookies } from '../storage/browser';
import { bootData } from '../boot';
import { languageKey, languageTag, textDirection } from '../contract/languages';
import { isolatingFormatter } from './isolate';

export const DEFAULT_LANGUAGE = 'en';

/** Where translations live: ./assets/i18n/{language}.json beside the shell. */
export function translationUrl(language: string): string {
  const base = typeof document !== 'undefined' ? document.baseURI : 'http://127.0.0.1/';
  return new URL(`assets/i18n/${encodeURIComponent(language)}.json`, base).toString();
}

const fetchBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, _namespace: string, callback: ReadCallback) => {
    fetch(translationUrl(language))
      .then(async (response) => {
        if (!response.ok) throw new Error(`translations for ${language}: HTTP ${response.status}`);
        callback(null, await response.json());
      })
      .catch((error: Error) => callback(error, false));
  },
};

/** A language cookie that names a language we do not list (eo, tlh): a code, nothing else. */
const UNLISTED_LANGUAGE = /^[a-z]{2,3}(?:_[A-Z]{2})?$/;

/**
 * The language the page starts in: the language cookie read as one of ours (de_DE as de),
 * else English. Where the server rendered the page for the cookie and found no files for that
 * language of ours, its choice (English) wins, so the page does not ask for a file that is not
 * there.
 */
export function initialLanguage(): string {
  const cookie = cookies.get(COOKIE_KEYS.language);
  const ours = languageKey(cookie);
  if (ours) {
    const rendered = bootData()?.language;
    return rendered && rendered !== ours ? rendered : ours;
  }
  // A language that is not one of ours but looks like one is still asked for over HTTP: the
  // shop serves a file it never lists (the Extra Language challenge); any other falls back.
  return cookie && UNLISTED_LANGUAGE.test(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/** The page's one i18next instance. */
export const i18n = i18next.createInstance();

// Screen readers choose their voice and pronunciation from <html lang>, and Arabic runs right
// to left from <html dir> (the layout's logical properties and Chakra follow it): both follow
// the language in use (i18next also reports the first language of init as a change).
i18n.on('languageChanged', (language: string) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageTag(language);
  document.documentElement.dir = textDirection(language);
});

let ready: Promise<unknown> | null = null;

/** The bundles the server rendered into the page for this language (and its fallback), if any. */
function renderedBundles(language: string): Record<string, { translation: Record<string, string> }> | undefined {
  const boot = bootData();
  if (!boot?.translations || boot.language !== language || !boot.translations[language]) return undefined;
  return Object.fromEntries(Object.entries(boot.translations).map(([name, translation]) => [name, { translation }]));
}

/**
 * Loads translations: from the page when the server rendered the visitor's language into it,
 * else over HTTP (other languages always come over HTTP); the shell calls it once before rendering.
 */
export function initI18n(): Promise<unknown> {
  const language = initialLanguage();
  const resources = renderedBundles(language);
  ready ??= i18n
    .use(fetchBackend)
    .use(isolatingFormatter)
    .use(initReactI18next)
    .init({
      lng: language,
      ...(resources ? { resources, partialBundledLanguages: true } : {}),
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      react: { useSuspense: false },
    });
  return ready;
}

/** Switches language and remembers it for a year. */
export async function changeLanguage(language: string): Promise<void> {
  cookies.set(COOKIE_KEYS.language, language, COOKIE_DAYS.language);
  await i18n.changeLanguage(language);
}
