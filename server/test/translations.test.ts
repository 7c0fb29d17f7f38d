import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/settings';
import { dataTextKey, languageKey } from '@pulp/shared/contract';
import { DELIVERY_METHODS, SECURITY_QUESTIONS } from '../src/db/seed/users';
import { completeness, languagesWithFiles, loadTranslations, mergeFragments, TRANSLATED_APPS } from '../src/i18n/translations';
import { translateWith } from '../src/http/html-page';

type Fragment = Record<string, unknown>;

function fragment(app: string, language: string): Fragment {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, app, 'i18n', `${language}.json`), 'utf8')) as Fragment;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
}

/**
 * A counted word's plural forms (`KEY_one`, `KEY_few`, …) differ in number between languages
 * (`pnpm test:i18n` holds each language to its own); here they count as the one word `KEY`.
 */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const words = (fragment: Fragment) => [...new Set(Object.keys(fragment).map((key) => key.replace(PLURAL_FORM, '')))];
/** English's text for a language's key: the same form, else the word's `_other`. */
const englishFor = (en: Fragment, key: string) => en[key] ?? en[key.replace(PLURAL_FORM, '_other')];

/** The languages that have translation files today (the others are not listed yet). */
const SHIPPED: string[] = languagesWithFiles();

describe.each(TRANSLATED_APPS)('%s translations', (app) => {
  const en = fragment(app, 'en');

  it.each(SHIPPED.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    const other = words(fragment(app, language));
    const missing = words(en).filter((key) => !other.includes(key));
    const extra = other.filter((key) => !words(en).includes(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(SHIPPED)('%s has a non-empty text for every key', (language) => {
    const empty = Object.entries(fragment(app, language))
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(SHIPPED.filter((language) => language !== 'en'))('%s keeps the interpolation placeholders of en (a plural form may leave out the count)', (language) => {
    const other = fragment(app, language);
    const differing = Object.keys(other).filter((key) => {
      const source = englishFor(en, key);
      if (typeof source !== 'string') return false;
      const own = placeholders(String(other[key]));
      const expected = placeholders(source).filter((name) => name !== 'count' || !PLURAL_FORM.test(key) || own.includes('count'));
      return own.join() !== expected.join();
    });
    expect(differing).toEqual([]);
  });

  it('uses upper-snake keys (a counted word with its plural forms in lower case)', () => {
    expect(Object.keys(en).filter((key) => !/^[A-Z0-9]+(_[A-Z0-9]+)*(_(zero|one|two|few|many|other))?$/.test(key))).toEqual([]);
  });
});

describe('keys shared between apps', () => {
  it.each(SHIPPED)('have the same %s text in every app', (language) => {
    const seen = new Map<string, { app: string; value: unknown }>();
    const disagreements: string[] = [];
    for (const app of TRANSLATED_APPS) {
      for (const [key, value] of Object.entries(fragment(app, language))) {
        const first = seen.get(key);
        if (first && first.value !== value) disagreements.push(`${key}: ${first.app} ${JSON.stringify(first.value)} vs ${app} ${JSON.stringify(value)}`);
        if (!first) seen.set(key, { app, value });
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('merge into complete files for every shipped language', () => {
    const english = mergeFragments('en');
    for (const language of SHIPPED) {
      expect(completeness(english, mergeFragments(language))).toBe(100);
    }
    expect(loadTranslations().languages().map((entry) => [entry.key, entry.percentage])).toEqual(SHIPPED.map((key) => [key, 100]));
  });
});

describe('keys used by the front end', () => {
  /** Every UPPER_SNAKE string literal in the apps' sources and the shared UI is a translation key. */
  function keysInSources(): Map<string, string> {
    const found = new Map<string, string>();
    const roots = [...TRANSLATED_APPS.map((app) => path.join(REPO_ROOT, app, 'src')), path.join(REPO_ROOT, 'shared', 'src', 'ui')];
    const visit = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
          for (const match of fs.readFileSync(file, 'utf8').matchAll(/['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]/g)) {
            if (!found.has(match[1])) found.set(match[1], path.relative(REPO_ROOT, file));
          }
        }
      }
    };
    roots.forEach(visit);
    return found;
  }

  it('have an English text', () => {
    const english = mergeFragments('en');
    // A counted word is asked for by its base key, with a count: i18next adds the plural form.
    const untranslated = [...keysInSources()].filter(([key]) => !(key in english) && !(`${key}_other` in english)).map(([key, file]) => `${key} (${file})`);
    expect(untranslated).toEqual([]);
  });
});

describe('texts of the shop\'s data', () => {
  it('have a key for every seeded security question and delivery method, in English as seeded', () => {
    const english = mergeFragments('en');
    const texts = [...SECURITY_QUESTIONS.map((text) => dataTextKey('securityQuestion', text)), ...DELIVERY_METHODS.map((method) => dataTextKey('delivery', method.name))];
    expect(texts.map((key) => english[key])).toEqual([...SECURITY_QUESTIONS, ...DELIVERY_METHODS.map((method) => method.name)]);
  });
});

describe('mergeFragments', () => {
  let root: string;

  function write(app: string, language: string, content: Fragment) {
    fs.mkdirSync(path.join(root, app, 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(root, app, 'i18n', `${language}.json`), JSON.stringify(content));
  }

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-i18n-'));
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('merges the fragments of all apps, a shared key agreeing', () => {
    write('one', 'en', { TITLE_LOGIN: 'Login', ONLY_ONE: 'One' });
    write('two', 'en', { TITLE_LOGIN: 'Login', ONLY_TWO: 'Two' });
    expect(mergeFragments('en', root, ['one', 'two'])).toEqual({ TITLE_LOGIN: 'Login', ONLY_ONE: 'One', ONLY_TWO: 'Two' });
  });

  it('refuses a key two apps translate differently, naming key, language and app', () => {
    write('one', 'de', { TITLE_LOGIN: 'Anmelden' });
    write('two', 'de', { TITLE_LOGIN: 'Einloggen' });
    expect(() => mergeFragments('de', root, ['one', 'two'])).toThrow('translation key TITLE_LOGIN differs between apps (de, two)');
    // Read lazily: the clash surfaces when the language's file or the list is first asked for.
    const translations = loadTranslations(root, ['one', 'two']);
    expect(() => translations.file('de')).toThrow(/TITLE_LOGIN/);
    expect(() => translations.languages()).toThrow(/TITLE_LOGIN/);
  });

  it('skips apps without a file for the language', () => {
    write('one', 'en', { A_KEY: 'A' });
    expect(mergeFragments('en', root, ['one', 'missing'])).toEqual({ A_KEY: 'A' });
    expect(mergeFragments('de', root, ['one'])).toEqual({});
  });

  it('lists only the languages that have a file, English first', () => {
    write('one', 'en', { A_KEY: 'A' });
    write('one', 'ar', { A_KEY: 'ا' });
    write('one', 'xx', { A_KEY: 'X' });
    const translations = loadTranslations(root, ['one']);
    expect(translations.languages().map((entry) => [entry.key, entry.lang])).toEqual([
      ['en', 'English'],
      ['ar', 'العربية'],
    ]);
    expect(translations.file('ar')).toBe('{"A_KEY":"ا"}');
    expect(translations.file('de')).toBeNull();
    expect(translations.resolve('ar_SA')).toBe('ar');
    expect(translations.resolve('de_DE')).toBe('en');
  });

  it('counts the challenge texts of server/i18n towards a language\'s percentage', () => {
    write('one', 'en', { A_KEY: 'A', B_KEY: 'B' });
    write('one', 'de', { A_KEY: 'A', B_KEY: 'B' });
    const challenges = path.join(root, 'server', 'i18n', 'challenges');
    fs.mkdirSync(challenges, { recursive: true });
    fs.writeFileSync(path.join(challenges, 'en.json'), JSON.stringify({ oneChallenge: { description: 'd', hint: 'h', mitigation: 'm' } }));
    fs.writeFileSync(path.join(challenges, 'de.json'), JSON.stringify({ oneChallenge: { description: 'D' } }));
    const german = () => loadTranslations(root, ['one']).languages().find((entry) => entry.key === 'de');
    // 2 screen keys + 1 of 3 challenge texts = 3 of 5.
    expect(german()?.percentage).toBe(60);
    // A batch of challenges in a part file of its own counts as well: 3 of 6, then 4 of 6.
    fs.writeFileSync(path.join(challenges, 'en.batch-2.json'), JSON.stringify({ twoChallenge: { description: 'Second' } }));
    expect(german()?.percentage).toBe(50);
    fs.writeFileSync(path.join(challenges, 'de.batch-2.json'), JSON.stringify({ twoChallenge: { description: 'Zweite' } }));
    expect(german()?.percentage).toBe(67);
    // Hints count one by one: 4 of 8, then 5 of 8 with one of the two translated.
    fs.writeFileSync(path.join(challenges, 'en.hints.json'), JSON.stringify({ oneChallenge: { hints: ['First', 'Second'] } }));
    expect(german()?.percentage).toBe(50);
    fs.writeFileSync(path.join(challenges, 'de.hints.json'), JSON.stringify({ oneChallenge: { hints: ['Erster'] } }));
    expect(german()?.percentage).toBe(63);
  });

  it("counts a counted word as done in a language whose rules lack one of English's forms", () => {
    expect(completeness({ DAYS_one: 'a', DAYS_other: 'b', OTHER_KEY: 'c' }, { DAYS_other: 'x', OTHER_KEY: 'y' })).toBe(100);
    expect(completeness({ DAYS_one: 'a', DAYS_other: 'b', OTHER_KEY: 'c' }, { DAYS_one: 'x', OTHER_KEY: 'y' })).toBe(67);
  });

  it('counts completeness as the share of English keys with a non-empty text', () => {
    write('one', 'en', { A_KEY: 'A', B_KEY: 'B', C_KEY: 'C' });
    write('one', 'de', { A_KEY: 'A', B_KEY: ' ', EXTRA_KEY: 'X' });
    const languages = loadTranslations(root, ['one']).languages();
    expect(languages.find((entry) => entry.key === 'de')).toMatchObject({ percentage: 33, gauge: 'quarter' });
    expect(languages.find((entry) => entry.key === 'en')).toMatchObject({ percentage: 100, gauge: 'full' });
  });
});

describe("the server's translate function", () => {
  const english = { DAYS_one: 'in {{count}} day', DAYS_other: 'in {{count}} days', HELLO: 'Hello {{name}}' };
  const arabic = { DAYS_zero: 'خلال {{count}} يوم', DAYS_one: 'خلال يوم واحد', DAYS_two: 'خلال يومين', DAYS_few: 'خلال {{count}} أيام', DAYS_many: 'خلال {{count}} يومًا', DAYS_other: 'خلال {{count}} يوم' };

  it("picks a count's plural form by the language's rules", () => {
    const t = translateWith(english, english, 'en');
    expect([t('DAYS', { count: '1' }), t('DAYS', { count: '3' }), t('DAYS', { count: '0' })]).toEqual(['in 1 day', 'in 3 days', 'in 0 days']);
    const ar = translateWith(arabic, english, 'ar');
    expect(['0', '1', '2', '3', '11', '100'].map((count) => ar('DAYS', { count }))).toEqual(['خلال 0 يوم', 'خلال يوم واحد', 'خلال يومين', 'خلال 3 أيام', 'خلال 11 يومًا', 'خلال 100 يوم']);
  });

  it("falls back to the word's other form, then to English", () => {
    const polish = translateWith({ DAYS_other: 'za {{count}} dnia' }, english, 'pl');
    expect(polish('DAYS', { count: '5' })).toBe('za 5 dnia');
    expect(polish('HELLO', { name: 'Ola' })).toBe('Hello Ola');
    expect(translateWith({}, english, 'pl')('DAYS', { count: '1' })).toBe('in 1 day');
  });
});

describe('languageKey', () => {
  const known = ['en', 'de', 'fr', 'pt_BR', 'ja', 'zh_CN', 'ar'];

  it('reads the other shop\'s cookie forms as ours', () => {
    expect(['de_DE', 'fr_FR', 'ja_JP', 'ar_SA', 'pt-BR', 'pt_PT', 'zh-cn', 'zh_TW', 'DE'].map((raw) => languageKey(raw, known))).toEqual([
      'de',
      'fr',
      'ja',
      'ar',
      'pt_BR',
      'pt_BR',
      'zh_CN',
      'zh_CN',
      'de',
    ]);
  });

  it('refuses a language it does not have and anything that is no language tag', () => {
    expect([undefined, '', 'ko_KR', 'e', '../de', 'de;x'].map((raw) => languageKey(raw, known))).toEqual([null, null, null, null, null, null]);
  });
});
