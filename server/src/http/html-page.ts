import type { FastifyRequest } from 'fastify';
import { languageTag, textDirection } from '@pulp/shared/contract';
import type { AppContext } from '../context';
import { cachedIntl } from '../i18n/intl-cache';
import { languageCookie } from '../i18n/translations';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const cache = new WeakMap<AppContext, Map<string, Record<string, string>>>();

/** The visitor's language (the shell's language cookie, de_DE read as de), falling back to English. */
export function requestLanguage(ctx: AppContext, request: FastifyRequest): string {
  return ctx.translations.resolve(languageCookie(request.headers.cookie));
}

function messagesOf(ctx: AppContext, language: string): Record<string, string> {
  let perContext = cache.get(ctx);
  if (!perContext) cache.set(ctx, (perContext = new Map()));
  let messages = perContext.get(language);
  if (!messages) {
    messages = JSON.parse(ctx.translations.file(language) ?? '{}') as Record<string, string>;
    perContext.set(language, messages);
  }
  return messages;
}

/**
 * The text of a key in one language's messages; with a count, the plural form the language's
 * rules choose for it (`KEY_one`, `KEY_few`, … as i18next names them), else its `_other`.
 */
function template(messages: Record<string, string>, language: string, key: string, count: string | undefined): string | undefined {
  if (count === undefined) return messages[key];
  const form = cachedIntl('plural', languageTag(language), (tag) => new Intl.PluralRules(tag)).select(Number(count));
  return messages[`${key}_${form}`] || messages[`${key}_other`] || messages[key];
}

/** Translates with one language's messages, falling back to English's where a text is missing. */
export function translateWith(messages: Record<string, string>, english: Record<string, string>, language: string): (key: string, values?: Record<string, string>) => string {
  return (key, values = {}) => {
    const text = template(messages, language, key, values.count) || template(english, 'en', key, values.count) || key;
    return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
  };
}

/** A translate function over the shop's merged translation files (English where a text is missing). */
export function translator(ctx: AppContext, language: string): (key: string, values?: Record<string, string>) => string {
  return translateWith(messagesOf(ctx, language), messagesOf(ctx, 'en'), language);
}

/** A small standalone page in the shop's colours (light and dark), for the few server-rendered screens. */
export function htmlPage(options: { language: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(languageTag(options.language))}" dir="${textDirection(options.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="icon" href="/favicon.svg">
<style>
/* --brand on the page and --on-brand on the brand colour both keep a 4.5:1 contrast (WCAG AA). */
:root { color-scheme: light dark; --brand: #c2410c; --on-brand: #fff; --bg: #fafafa; --card: #fff; --fg: #18181b; --muted: #52525b; --line: #e4e4e7; }
@media (prefers-color-scheme: dark) { :root { --brand: #f97316; --on-brand: #111113; --bg: #111113; --card: #1c1c1f; --fg: #fafafa; --muted: #a1a1aa; --line: #3f3f46; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--fg); font: 16px/1.5 "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
header { background: var(--brand); color: var(--on-brand); padding: 14px 24px; font-weight: 700; font-size: 20px; }
header a { color: inherit; text-decoration: none; }
main { max-width: 480px; margin: 32px auto; padding: 0 16px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
h1 { font-size: 24px; margin: 0 0 16px; }
p { color: var(--muted); margin: 0 0 16px; }
label { display: block; font-weight: 600; margin-bottom: 6px; }
input { width: 100%; padding: 10px 12px; border: 1px solid var(--line); border-radius: 8px; background: transparent; color: inherit; font: inherit; }
button, .button { display: inline-block; margin-top: 16px; padding: 10px 18px; border: 0; border-radius: 8px; background: var(--brand); color: var(--on-brand); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
.secondary { background: transparent; color: var(--brand); border: 1px solid var(--line); margin-left: 8px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
.avatar { display: block; width: 96px; height: 96px; border-radius: 50%; margin: 0 auto 16px; border: 3px solid var(--brand); object-fit: cover; }
.error { color: #dc2626; }
</style>
</head>
<body>
${options.body}
</body>
</html>`;
}
