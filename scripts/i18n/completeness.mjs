// The translation completeness check: every language that has files must carry
// every English text of every package, and nothing else. Plain Node, no build, so it runs in a
// second as part of `pnpm test:unit` (scripts/i18n/check.mjs) and on any checkout.
//
// Packages: the screens' keys of the shell and the five remotes (<package>/i18n/<lang>.json),
// the server's challenge texts (server/i18n/challenges/<lang>.json and <lang>.<part>.json,
// flattened to `<challengeKey>.<field>`, and a list such as the hints to `<challengeKey>.hints.<n>`), the "fix it" explanations (server/i18n/fixes/<lang>.json,
// flattened to `<challengeKey>.<optionId>`) and what Pulpy, the support chat, says
// (server/i18n/chatbot/<lang>.json, checked once English has a file); the terms of use
// (server/i18n/terms/<lang>.md) must exist.
// A value identical to English counts as untranslated unless it has no letters ("{{n}} %")
// or scripts/i18n/identical/<lang>.json lists it (`<package>:<KEY>`, `challenges:<key>.<field>`).
//
// Counted words use i18next's plural forms: where English has `<KEY>_one` and `<KEY>_other`, a
// language has exactly the forms its plural rules choose from (`Intl.PluralRules`, as i18next
// picks them: `_other` alone in Japanese, `_zero` to `_other` in Arabic), and a form may leave
// the number out ("يومان", two days). No text anywhere may write both forms at once: "day(s)",
// "Tag(en)", "giorno/i", "يوم/أيام" beside a number.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { require as requireTypeScript } from 'tsx/cjs/api';
import { FRONT_END_PACKAGES } from '../../shared/packages.cjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const CHALLENGES = 'challenges';
export const FIXES = 'fixes';
export const CHATBOT = 'chatbot';
/** The server's text folders: one object per challenge key, kept in <language>.json and <language>.<part>.json. */
const SERVER_TEXTS = [CHALLENGES, FIXES];
export const PACKAGES = [...FRONT_END_PACKAGES, ...SERVER_TEXTS, CHATBOT];
/** Server text packages that are checked only once English has a file of them. */
const OPTIONAL_PACKAGES = new Set([CHATBOT]);

const LANGUAGE_FILE = /^([a-z]{2,3}(?:_[A-Z]{2})?)\.(json|md)$/;

/**
 * The registered language keys: LANGUAGE_KEYS of the one list both sides use
 * (shared/src/contract/languages.ts), loaded as the TypeScript module it is (through tsx's
 * require), so that the list keeps its literal type there and is never parsed as text here.
 */
export function registeredLanguages(root = REPO_ROOT) {
  const file = path.join(root, 'shared', 'src', 'contract', 'languages.ts');
  const { LANGUAGE_KEYS: keys } = requireTypeScript(file, import.meta.url);
  if (!Array.isArray(keys)) throw new Error(`${path.relative(root, file)} exports no LANGUAGE_KEYS list`);
  return [...keys];
}

function packageDir(root, name) {
  if (SERVER_TEXTS.includes(name) || name === CHATBOT) return path.join(root, 'server', 'i18n', name);
  return path.join(root, name, 'i18n');
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * A language's challenge text files: `<language>.json` and any `<language>.<part>.json` (a batch
 * of challenges may bring its texts in a file of its own, as server/src/i18n/server-texts.ts reads them).
 */
function challengeFiles(dir, language) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file === `${language}.json` || (file.startsWith(`${language}.`) && file.endsWith('.json') && /^[a-z0-9-]+$/.test(file.slice(language.length + 1, -'.json'.length))))
    .sort();
}

/** One package's texts in a language as flat key → text, or null when it has no file. */
export function packageTexts(root, name, language) {
  const dir = packageDir(root, name);
  if (!SERVER_TEXTS.includes(name)) {
    const file = path.join(dir, `${language}.json`);
    return fs.existsSync(file) ? readJson(file) : null;
  }
  const files = challengeFiles(dir, language);
  if (!files.length) return null;
  const flat = {};
  for (const file of files) {
    for (const [key, fields] of Object.entries(readJson(path.join(dir, file)))) {
      // A key may bring its texts in several parts (fixes of one challenge written in two batches).
      for (const [field, value] of Object.entries(fields ?? {})) {
        // A list (a challenge's hints) counts text by text: `<key>.hints.0`, `<key>.hints.1`, …
        if (Array.isArray(value)) value.forEach((text, index) => (flat[`${key}.${field}.${index}`] = text));
        else flat[`${key}.${field}`] = value;
      }
    }
  }
  return flat;
}

/** Every language with a file in any package or a terms file, English first. */
export function languagesWithFiles(root = REPO_ROOT) {
  const found = new Set();
  for (const dir of [...PACKAGES.map((name) => packageDir(root, name)), path.join(root, 'server', 'i18n', 'terms')]) {
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const match = LANGUAGE_FILE.exec(file);
      if (match && match[1] !== 'en') found.add(match[1]);
    }
  }
  return ['en', ...[...found].sort()];
}

/** The plural forms i18next chooses among, as key suffixes. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_KEY = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);

/** The plural forms of a language (its `Intl.PluralRules`, which i18next uses), in PLURAL_FORMS order. */
export function pluralForms(language) {
  const forms = new Intl.PluralRules(language.replace('_', '-')).resolvedOptions().pluralCategories;
  return PLURAL_FORMS.filter((form) => forms.includes(form));
}

/**
 * The keys a language must have for a package's English keys: English's own, except that a word
 * English counts (`<KEY>_other` with its siblings) becomes the language's own plural forms, each
 * held to English's text of that form or else its `_other`.
 */
export function expectedKeys(english, language) {
  const expected = {};
  const counted = new Set(Object.keys(english).flatMap((key) => (key.endsWith('_other') ? [key.slice(0, -'_other'.length)] : [])));
  for (const [key, source] of Object.entries(english)) {
    const plural = PLURAL_KEY.exec(key);
    if (plural && counted.has(plural[1])) continue;
    expected[key] = source;
  }
  for (const base of counted) {
    for (const form of pluralForms(language)) expected[`${base}_${form}`] = english[`${base}_${form}`] ?? english[`${base}_other`];
  }
  return expected;
}

/**
 * Both forms of a counted word written at once, the way a text avoids plural forms: a suffix
 * in brackets glued to its word ("day(s)", "Tag(en)", "ein(e)", "stap(pen)"), a short ending
 * after a slash ("giorno/i", "otro/a"), or two words joined by a slash beside a number
 * ("{{eta}} يوم/أيام"). Code, tags, addresses and paths ("/assets/i18n", "text/plain") are not words.
 */
const PSEUDO_PLURALS = [
  /\p{L}+\(\p{L}{1,4}\)/u,
  /(?<![\p{L}\p{N}/._-])\p{L}{3,}\/\p{Ll}{1,2}(?![\p{L}\p{N}/.])/u,
  /\{\{[^}]+\}\}\s*\p{L}+\/\p{L}+|(?<![\p{L}\p{N}/._-])\p{L}+\/\p{L}+\s*\{\{[^}]+\}\}/u,
];
const NOT_WORDS = /`[^`]*`|<[^>]*>|[a-z][a-z0-9+.-]*:\/\/\S+|\S*\/\S*\/\S*/gi;

/** The pseudo-plural a text writes, if any ("day(s)"). */
export function pseudoPlural(text) {
  const words = text.replace(NOT_WORDS, ' ');
  for (const pattern of PSEUDO_PLURALS) {
    const match = pattern.exec(words);
    if (match) return match[0];
  }
  return null;
}

const placeholders = (text) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]).sort().join(' ');
// Which tags, not how many: the privacy policy's glowing <hot> words differ in number per language.
const tags = (text) => [...new Set([...text.matchAll(/<\s*(\/?)\s*([a-zA-Z0-9]+)[^>]*?(\/?)>/g)].map((match) => `${match[1]}${match[2].toLowerCase()}${match[3]}`))].sort().join(' ');
// Letters outside placeholders and tags: "{{page}} – {{name}}" has nothing to translate.
const hasLetters = (text) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ''));

/** The keys a language deliberately leaves as in English (scripts/i18n/identical/<lang>.json). */
export function identicalList(root, language) {
  const file = path.join(root, 'scripts', 'i18n', 'identical', `${language}.json`);
  if (!fs.existsSync(file)) return new Set();
  const list = readJson(file);
  if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string')) throw new Error(`${path.relative(root, file)} must be a JSON array of strings`);
  return new Set(list);
}

/**
 * Checks one language against English in every package. Returns per package the number of
 * English keys, how many are translated, and the problems (each one sentence).
 */
export function checkLanguage(root, language, registered = registeredLanguages(root)) {
  const identical = identicalList(root, language);
  const result = { language, packages: {}, problems: [] };
  if (!registered.includes(language)) result.problems.push(`${language} is not in LANGUAGE_KEYS (shared/src/contract/languages.ts), so the shop would never list it`);
  for (const name of PACKAGES) {
    if (OPTIONAL_PACKAGES.has(name) && packageTexts(root, name, 'en') === null) {
      result.packages[name] = { keys: 0, translated: 0, problems: [] };
      continue;
    }
    const english = expectedKeys(packageTexts(root, name, 'en') ?? {}, language);
    const texts = packageTexts(root, name, language);
    const problems = [];
    let translated = 0;
    if (texts === null) problems.push(`no file ${path.relative(root, path.join(packageDir(root, name), `${language}.json`))}`);
    else {
      for (const [key, source] of Object.entries(english)) {
        const value = texts[key];
        const where = `${name}:${key}`;
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`${where} is missing`);
          continue;
        }
        const before = problems.length;
        // A plural form may leave the number out ("un jour", "يومان"); nothing else may differ.
        const own = PLURAL_KEY.test(key) && !/\{\{\s*count\s*\}\}/.test(value) ? placeholders(source).replace(/(^| )count( |$)/, '$1').trim() : placeholders(source);
        if (placeholders(value) !== own) problems.push(`${where} has placeholders {${placeholders(value)}}, English {${own}}`);
        const pseudo = pseudoPlural(value);
        if (pseudo) problems.push(`${where} writes "${pseudo}": counted words take i18next's plural forms (${key.replace(PLURAL_KEY, '$1')}_${pluralForms(language).join(', _')})`);
        if (tags(value) !== tags(source)) problems.push(`${where} has tags [${tags(value)}], English [${tags(source)}]`);
        if (language !== 'en' && value === source && hasLetters(source) && !identical.has(where)) problems.push(`${where} is identical to English and not on scripts/i18n/identical/${language}.json`);
        if (problems.length === before) translated += 1;
      }
      for (const key of Object.keys(texts)) if (!(key in english)) problems.push(`${name}:${key} is not an English key (stray)`);
    }
    result.packages[name] = { keys: Object.keys(english).length, translated, problems };
    result.problems.push(...problems);
  }
  if (!fs.existsSync(path.join(root, 'server', 'i18n', 'terms', `${language}.md`))) result.problems.push(`no terms of use server/i18n/terms/${language}.md`);
  return result;
}

/** Checks every language that has files. */
export function checkAll(root = REPO_ROOT) {
  const registered = registeredLanguages(root);
  return languagesWithFiles(root).map((language) => checkLanguage(root, language, registered));
}

const percent = (done, total) => (total ? Math.floor((done / total) * 1000) / 10 : 100);

/** The languages × packages table (Markdown): translated share per package, all packages, problems. */
export function completenessTable(results) {
  const header = ['language', ...PACKAGES.map((name) => `${name} (${results[0]?.packages[name]?.keys ?? 0})`), 'all', 'problems'];
  const rows = results.map((result) => {
    const cells = PACKAGES.map((name) => `${percent(result.packages[name].translated, result.packages[name].keys)} %`);
    const keys = PACKAGES.reduce((sum, name) => sum + result.packages[name].keys, 0);
    const done = PACKAGES.reduce((sum, name) => sum + result.packages[name].translated, 0);
    return [result.language, ...cells, `${percent(done, keys)} %`, String(result.problems.length)];
  });
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
