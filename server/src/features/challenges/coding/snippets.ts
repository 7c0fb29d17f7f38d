import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../../config/settings';

/**
 * The coding challenges' snippets, extracted from the sources at build time by
 * scripts/coding-challenges.mjs (the build, jest's setup and ensure-built run it) into
 * dist/coding-challenges.json. Read once, never from the sources at request time.
 */
export const SNIPPETS_FILE = path.join(SERVER_ROOT, 'dist', 'coding-challenges.json');

export interface Snippet {
  /** The code as trainees see it (marker comments left out); lines are numbered from 1. */
  snippet: string;
  /** The lines that hold the flaw: all of them must be selected. */
  vulnLines: number[];
  /** Lines next to them that may be selected as well without failing. */
  neutralLines: number[];
  /** The files the snippet's sections come from, repository-relative. */
  files: string[];
  /**
   * The code hardened mode runs instead, where the spot has an `isHardened` switch: as a diff
   * against the vulnerable lines (the right "fix it" option), and the files of its switches.
   */
  fix?: { diff: string; files: string[] };
}

let loaded: Map<string, Snippet> | null = null;

/** The snippets by challenge key (an empty set, with a warning, when the file was never built). */
export function codingSnippets(file = SNIPPETS_FILE): Map<string, Snippet> {
  if (loaded) return loaded;
  if (!fs.existsSync(file)) {
    process.emitWarning(`${file} is missing: no coding challenges (run the server's build).`);
    loaded = new Map();
    return loaded;
  }
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { challenges: Record<string, Snippet> };
  loaded = new Map(Object.entries(data.challenges));
  return loaded;
}

export interface LineVerdict {
  verdict: boolean;
  right: number[];
  wrong: number[];
  missing: number;
}

/**
 * Right when the selection holds every vulnerable line and nothing else than them and the
 * neutral lines next to them.
 */
export function judgeLines(snippet: Pick<Snippet, 'vulnLines' | 'neutralLines'>, selected: number[]): LineVerdict {
  const chosen = [...new Set(selected)].sort((a, b) => a - b);
  const accepted = new Set([...snippet.vulnLines, ...snippet.neutralLines]);
  const right = chosen.filter((line) => accepted.has(line));
  const wrong = chosen.filter((line) => !accepted.has(line));
  const missing = snippet.vulnLines.filter((line) => !chosen.includes(line)).length;
  return { verdict: wrong.length === 0 && missing === 0, right, wrong, missing };
}
