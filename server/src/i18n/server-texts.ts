import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../config/settings';

/**
 * Texts the server itself hands out in the reader's language, kept as files per language in
 * server/i18n so translators work on data, not code:
 * - challenges/<language>.json: each challenge's description and mitigation, by key, and
 *   challenges/<language>.hints.json its hints (in the order the score board reveals them);
 * - fixes/<language>.json: why each "fix it" option works or fails, by challenge key and option id;
 * - terms/<language>.md: the terms of use;
 * - chatbot/<language>.json: what Pulpy, the support chat, answers and the words it listens for
 *   (read by features/chatbot/texts.ts).
 * A language or text that is missing falls back to English.
 */
export const SERVER_TEXTS_DIR = path.join(SERVER_ROOT, 'i18n');

/** The texts of a challenge in one language. Written by us; `code` in backticks renders as code. */
export interface ChallengeTexts {
  description: string;
  /**
   * Shown on the score board when challenges.showHints is on, one at a time: each tells more than
   * the one before, none gives the answer away, and each can be followed with what the shop
   * itself shows (its screens, files and public pages).
   */
  hints: string[];
  /** Shown once solved: what went wrong and how to fix it. */
  mitigation: string;
}

const LANGUAGE_PATTERN = /^[a-z]{2}(?:_[A-Z]{2})?$/;

const languagesByDir = new Map<string, string[]>();

/**
 * The languages server/i18n has challenge texts for (English first). Read once per directory:
 * GET /api/Challenges asks on every request, and listing the folder each time cost the score
 * board's list a tenth of its throughput.
 */
export function serverLanguages(dir = SERVER_TEXTS_DIR): string[] {
  let languages = languagesByDir.get(dir);
  if (!languages) {
    languages = readServerLanguages(dir);
    languagesByDir.set(dir, languages);
  }
  return languages;
}

function readServerLanguages(dir: string): string[] {
  const found = fs
    .readdirSync(path.join(dir, 'challenges'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((language) => LANGUAGE_PATTERN.test(language) && language !== 'en')
    .sort();
  return ['en', ...found];
}

/**
 * A language's challenge text files: `<language>.json`, plus any `<language>.<part>.json`
 * (a batch of challenges may bring its texts in a file of its own).
 */
export function challengeFileNames(language: string, dir = SERVER_TEXTS_DIR): string[] {
  return textFileNames('challenges', language, dir);
}

/** A language's files in one folder of server/i18n: `<language>.json` and its `<language>.<part>.json`. */
function textFileNames(folder: string, language: string, dir: string): string[] {
  const full = path.join(dir, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((file) => file === `${language}.json` || (file.startsWith(`${language}.`) && file.endsWith('.json') && /^[a-z0-9-]+$/.test(file.slice(language.length + 1, -'.json'.length))))
    .sort();
}

const challengeFiles = new Map<string, Record<string, Partial<ChallengeTexts>>>();

/** A language's challenge texts by key, the fields of one key gathered from all its files. */
function challengeFile(language: string, dir: string): Record<string, Partial<ChallengeTexts>> {
  const cacheKey = `${dir}\0${language}`;
  let texts = challengeFiles.get(cacheKey);
  if (!texts) {
    texts = {};
    if (LANGUAGE_PATTERN.test(language)) {
      for (const file of challengeFileNames(language, dir)) {
        for (const [key, fields] of Object.entries(JSON.parse(fs.readFileSync(path.join(dir, 'challenges', file), 'utf8')) as Record<string, Partial<ChallengeTexts>>)) {
          texts[key] = { ...texts[key], ...fields };
        }
      }
    }
    challengeFiles.set(cacheKey, texts);
  }
  return texts;
}

/** A challenge's texts in a language; each text missing there (each hint too) comes in English. */
export function challengeTexts(key: string, language: string, dir = SERVER_TEXTS_DIR): ChallengeTexts {
  const english = challengeFile('en', dir)[key];
  if (!english?.description || !english.mitigation || !english.hints?.length) throw new Error(`server/i18n/challenges/en*.json has no complete texts for ${key}`);
  const local = language === 'en' ? {} : (challengeFile(language, dir)[key] ?? {});
  return {
    description: local.description || english.description,
    hints: english.hints.map((hint, index) => local.hints?.[index] || hint),
    mitigation: local.mitigation || english.mitigation,
  };
}

const fixFiles = new Map<string, Record<string, Record<string, string>>>();

function fixFile(language: string, dir: string): Record<string, Record<string, string>> {
  const cacheKey = `${dir}\0${language}`;
  let texts = fixFiles.get(cacheKey);
  if (!texts) {
    texts = {};
    if (LANGUAGE_PATTERN.test(language)) {
      for (const file of textFileNames('fixes', language, dir)) {
        for (const [key, options] of Object.entries(JSON.parse(fs.readFileSync(path.join(dir, 'fixes', file), 'utf8')) as Record<string, Record<string, string>>)) {
          texts[key] = { ...texts[key], ...options };
        }
      }
    }
    fixFiles.set(cacheKey, texts);
  }
  return texts;
}

/**
 * Why a "fix it" option of a challenge works or fails (server/i18n/fixes, `<key>.<option id>`),
 * in a language, else in English.
 */
export function fixExplanation(key: string, id: string, language: string, dir = SERVER_TEXTS_DIR): string {
  const english = fixFile('en', dir)[key]?.[id];
  if (!english) throw new Error(`server/i18n/fixes/en.json has no explanation ${key}.${id}`);
  return (language === 'en' ? undefined : fixFile(language, dir)[key]?.[id]) || english;
}

const termsFiles = new Map<string, string | null>();

/** The terms of use in a language (Markdown), English where that language has none. */
export function termsOfUse(language: string, dir = SERVER_TEXTS_DIR): string {
  const read = (name: string): string | null => {
    const cacheKey = `${dir}\0${name}`;
    if (!termsFiles.has(cacheKey)) {
      const file = path.join(dir, 'terms', `${name}.md`);
      termsFiles.set(cacheKey, LANGUAGE_PATTERN.test(name) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return termsFiles.get(cacheKey) ?? null;
  };
  const english = read('en');
  if (english === null) throw new Error('server/i18n/terms/en.md is missing');
  return read(language) ?? english;
}
