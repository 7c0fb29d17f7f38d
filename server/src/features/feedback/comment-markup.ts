import { keepOnlyTags } from '../../http/sanitize-html';

/**
 * The markup a feedback comment may keep: a few tags that only change how words look, with no
 * attributes, so nothing stored can load a frame, run a handler or follow a javascript: link.
 */
const COMMENT_TAGS = ['b', 'i', 'em', 'strong', 'br'];

/** The comment with every element and attribute outside COMMENT_TAGS taken out. */
export function harmlessMarkup(comment: string): string {
  return keepOnlyTags(comment, COMMENT_TAGS);
}
