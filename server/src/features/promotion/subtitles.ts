import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import { translator } from '../../http/html-page';
import { writeMissingFiles } from '../../db/seed/files';
import { unpackRoot } from '../complaints/archive-unpacker';

/** The promo video's cues: start and end in seconds, and the text's translation key. */
const CUES: [start: number, end: number, key: string][] = [
  [0.2, 3, 'PROMO_SUBTITLE_PRESSED'],
  [3, 6, 'PROMO_SUBTITLE_DOOR'],
  [6, 8.9, 'PROMO_SUBTITLE_SQUEEZE'],
];

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  return `00:00:${String(whole).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
};

/** Where a language's subtitles live, relative to the shop folder in the data directory. */
export const subtitlesPath = (language: string) => `assets/public/videos/pulp-promo.${language}.vtt`;

/**
 * One language's subtitles as WebVTT, from the shop's translations. A note (a WebVTT comment,
 * shown by no player) tells whoever edits them where the file lives.
 */
export function subtitlesText(ctx: AppContext, language: string): string {
  const t = translator(ctx, language);
  const note = `NOTE\nMarketing edits these subtitles in the shop folder, as ${subtitlesPath(language)}: changes show without a deploy.\n`;
  const cues = CUES.map(([start, end, key], index) => `${index + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${t(key)}\n`);
  return ['WEBVTT', '', note, ...cues].join('\n');
}

/**
 * The subtitles of a language the shop lists (English for any other), read from the shop folder
 * of the data directory: the marketing team edits them there without a deploy. Written from
 * the translations when missing (first use, after a reset).
 */
export function readSubtitles(ctx: AppContext, requested: string): string {
  const language = ctx.translations.resolve(requested);
  const relative = subtitlesPath(language);
  const root = writeMissingFiles(unpackRoot(ctx.settings.dataDir), { [relative]: subtitlesText(ctx, language) });
  return fs.readFileSync(path.join(root, ...relative.split('/')), 'utf8');
}
