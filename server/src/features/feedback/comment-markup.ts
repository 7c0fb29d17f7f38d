/**
 * The markup a feedback comment may keep: a few tags that only change how words look, with no
 * attributes, so nothing stored can load a frame, run a handler or follow a javascript: link.
 * sanitize-html is loaded on first use (parsing it at every start would cost the start time for
 * a form most runs never see).
 */
type SanitizeHtml = typeof import('sanitize-html');

let sanitizeHtml: SanitizeHtml | null = null;

const COMMENT_TAGS = ['b', 'i', 'em', 'strong', 'br'];

/** The comment with every element and attribute outside COMMENT_TAGS taken out. */
export function harmlessMarkup(comment: string): string {
  sanitizeHtml ??= require('sanitize-html') as SanitizeHtml;
  return sanitizeHtml(comment, { allowedTags: COMMENT_TAGS, allowedAttributes: {} });
}
