import { botWords } from './texts';

/**
 * What Pulpy understands: a plain table of intents, each recognised by the words of its
 * `KEYWORDS_<INTENT>` text (comma-separated, in server/i18n/chatbot/<language>.json). A message
 * is matched in the visitor's language and in English. No library does this across Pulp's
 * twelve languages (Japanese and Chinese have no spaces, Arabic joins articles to words), so
 * the rule is simple: a keyword in Latin, Greek or Cyrillic letters must start a word of the
 * message (so "deliver" finds "delivery"); any other keyword may stand anywhere in it.
 * The order is the priority when several intents match.
 */
export const INTENTS = ['COUPON', 'NAME', 'TRACKING', 'DELIVERY', 'RECYCLING', 'PAYMENT', 'DELUXE', 'HUMAN', 'HOURS', 'BOT', 'THANKS', 'GREETING'] as const;
export type Intent = (typeof INTENTS)[number];

/** Lower case, compatibility forms folded, accents dropped ("Lieferzeit", "lieferzéit" alike). */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

const WORD_SCRIPT = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}\s'-]+$/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether one normalised keyword occurs in a normalised message by the rule above. */
export function mentions(message: string, keyword: string): boolean {
  if (!keyword) return false;
  if (!WORD_SCRIPT.test(keyword)) return message.includes(keyword);
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(keyword)}`, 'u').test(message);
}

const keywordCache = new Map<string, string[]>();

function keywords(language: string, intent: Intent): string[] {
  const key = `${language}:${intent}`;
  let list = keywordCache.get(key);
  if (!list) {
    list = botWords(language, `KEYWORDS_${intent}`)
      .split(',')
      .map((word) => normalize(word.trim()))
      .filter(Boolean);
    keywordCache.set(key, list);
  }
  return list;
}

/** The first intent whose keywords (visitor's language, then English) the message mentions. */
export function intentOf(message: string, language: string): Intent | null {
  const text = normalize(message);
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  return INTENTS.find((intent) => languages.some((lang) => keywords(lang, intent).some((word) => mentions(text, word)))) ?? null;
}
