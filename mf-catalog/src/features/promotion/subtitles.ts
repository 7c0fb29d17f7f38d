import { api, PATHS, pathTo } from '@pulp/shared';

/** One cue of a WebVTT file: when it shows, in seconds, and its text (which may hold VTT's <b>, <i>, <u> markup). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}\.\d{3})/;

/** "00:01:02.500" or "01:02.500" in seconds. */
export function seconds(timestamp: string): number {
  return timestamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** The cues of a WebVTT file, in order; blocks without a timing line (the header, notes) are skipped. */
export function parseCues(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at < 0) continue;
    const [, start, end] = TIMING.exec(lines[at]) as RegExpExecArray;
    const text = lines.slice(at + 1).join('\n').trim();
    if (text) cues.push({ start: seconds(start), end: seconds(end), text });
  }
  return cues;
}

/** The promo video's subtitles in a language of the shop, as WebVTT text. */
export async function loadSubtitles(language: string): Promise<string> {
  // eslint-disable-next-line no-restricted-syntax -- WebVTT text, not JSON: the contract has no answer schema for it.
  return api.get<string>(pathTo(PATHS.promotionSubtitles, { language }));
}

/** Minutes and seconds of a cue's start, as the transcript shows it ("0:03"). */
export function clock(value: number): string {
  const whole = Math.floor(value);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
