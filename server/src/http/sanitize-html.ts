/**
 * sanitize-html, for the few texts the shop keeps with some of their markup (feedback comments,
 * subtitles' cue text). Loaded on first use: parsing it and its HTML parser at every start would
 * cost start time for features most runs never touch.
 */
type SanitizeHtml = typeof import('sanitize-html');

let sanitizeHtml: SanitizeHtml | null = null;

/** The text with every element outside `tags` taken out (their text kept, escaped), and no attributes. */
export function keepOnlyTags(text: string, tags: string[]): string {
  sanitizeHtml ??= require('sanitize-html') as SanitizeHtml;
  return sanitizeHtml(text, { allowedTags: tags, allowedAttributes: {} });
}
