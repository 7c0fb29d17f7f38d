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
  /**
   * Missing checks: of each group (the two lines beside the gap where the check belongs) one
   * line must be selected, and both may be.
   */
  alternatives: number[][];
  /** The functions of the snippet, by the shown lines they span: what a hint may name. */
  units: { label: string; lines: [number, number] }[];
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

/** Every line that belongs to the flaw: what the code view marks once the flaw was found. */
export function flawLines(snippet: Pick<Snippet, 'vulnLines' | 'alternatives'>): number[] {
  return [...new Set([...snippet.vulnLines, ...snippet.alternatives.flat()])].sort((a, b) => a - b);
}

/**
 * The required places not covered by a selection: each vulnerable line not selected, and each
 * group of alternatives none of whose lines is (as its first line).
 */
export function missingLines(snippet: Pick<Snippet, 'vulnLines' | 'alternatives'>, chosen: readonly number[]): number[] {
  return [...snippet.vulnLines.filter((line) => !chosen.includes(line)), ...snippet.alternatives.filter((group) => !group.some((line) => chosen.includes(line))).map((group) => group[0])].sort((a, b) => a - b);
}

/**
 * Right when the selection holds every vulnerable line and a line of each group of
 * alternatives, and nothing else than those, the other alternatives and the neutral lines.
 */
export function judgeLines(snippet: Pick<Snippet, 'vulnLines' | 'neutralLines' | 'alternatives'>, selected: number[]): LineVerdict {
  const chosen = [...new Set(selected)].sort((a, b) => a - b);
  const accepted = new Set([...flawLines(snippet), ...snippet.neutralLines]);
  const right = chosen.filter((line) => accepted.has(line));
  const wrong = chosen.filter((line) => !accepted.has(line));
  const missing = missingLines(snippet, chosen).length;
  return { verdict: wrong.length === 0 && missing === 0, right, wrong, missing };
}
