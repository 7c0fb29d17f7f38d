import fs from 'node:fs';
import path from 'node:path';
import { SERVER_TEXTS_DIR } from '../../i18n/server-texts';

/** Pulpy's texts and the words it listens for, per language: server/i18n/chatbot/<language>.json. */
export const CHATBOT_TEXTS_DIR = path.join(SERVER_TEXTS_DIR, 'chatbot');

const cache = new Map<string, Record<string, string>>();

function textsOf(language: string, dir: string): Record<string, string> {
  const key = `${dir}\0${language}`;
  let texts = cache.get(key);
  if (!texts) {
    const file = path.join(dir, `${language}.json`);
    // Language keys are plain letters (resolved from the shop's list), never a path.
    texts = /^[a-z]{2,3}(_[A-Z]{2})?$/.test(language) && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
    cache.set(key, texts);
  }
  return texts;
}

export type BotTranslate = (key: string, values?: Record<string, string>) => string;

/** Pulpy's text of a key in a language (English where the language lacks it), placeholders filled. */
export function botTexts(language: string, dir = CHATBOT_TEXTS_DIR): BotTranslate {
  const own = textsOf(language, dir);
  const english = textsOf('en', dir);
  return (key, values = {}) => (own[key] || english[key] || key).replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
}

/** The raw list text of a key (the words an intent listens for) in one language, or ''. */
export function botWords(language: string, key: string, dir = CHATBOT_TEXTS_DIR): string {
  return textsOf(language, dir)[key] ?? '';
}
