import { keepOnlyTags } from '../../http/sanitize-html';

/** WebVTT's text styles the transcript keeps: bold, italics, underline. */
const CUE_TAGS = ['b', 'i', 'u'];
const TIMING_LINE = /-->/;

/**
 * The subtitles with only WebVTT's harmless markup left in their cue text. The header and the
 * timing lines are kept as they are; every other line goes through the sanitiser, whose escaping
 * (&amp;, &lt;, &gt;) is WebVTT's own, so the file stays valid.
 */
export function harmlessCueText(vtt: string): string {
  return vtt
    .split('\n')
    .map((line, index) => (index === 0 || TIMING_LINE.test(line) || !line.trim() ? line : keepOnlyTags(line, CUE_TAGS)))
    .join('\n');
}
