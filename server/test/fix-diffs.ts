/**
 * Reading a "fix it" option (server/src/features/challenges/coding/fixes.ts) as what it is: a diff
 * against the snippet a trainee reads. Lines start with `-` (removed), `+` (added) or a space
 * (kept); an option that touches sections of several files heads each part with ` // <path>`,
 * as the snippet heads its sections with `// <path>`.
 */

/** A snippet section: its file and its lines, numbered as the snippet shows them (from 1). */
interface Section {
  path: string;
  first: number;
  lines: string[];
}

/** The snippet's sections, each under its `// <path>` heading (the heading's own line not included). */
export function sectionsOf(snippet: string): Section[] {
  const sections: Section[] = [];
  snippet.split('\n').forEach((line, index) => {
    const heading = /^\/\/ (\S+\.(?:tsx?|mjs|json))$/.exec(line);
    if (heading) sections.push({ path: heading[1], first: index + 2, lines: [] });
    else sections.at(-1)?.lines.push(line);
  });
  return sections;
}

/** One file's part of an option: the path it names (null when it names none) and its lines. */
export interface DiffPart {
  path: string | null;
  lines: string[];
}

const PART_HEADING = /^ \/\/ (\S+\.(?:tsx?|mjs|json))$/;

export function diffParts(diff: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const line of diff.split('\n')) {
    const heading = PART_HEADING.exec(line);
    if (heading) parts.push({ path: heading[1], lines: [] });
    else {
      if (!parts.length) parts.push({ path: null, lines: [] });
      parts[parts.length - 1].lines.push(line);
    }
  }
  return parts;
}

/** Where an option changes the snippet, in the snippet's own line numbers. */
export interface Applied {
  /** The snippet with the option applied (section headings kept). */
  text: string;
  /** Lines the option removes. */
  removed: number[];
  /** Kept lines the option quotes around its changes. */
  kept: number[];
  /** For each run of added lines: the shown lines just before and after it (0 or past the end at an edge). */
  insertions: [number, number][];
}

/**
 * Finds, in order, a line of the section for every kept and removed line of the part. Lines
 * that follow each other in the part must follow each other in the section, except across
 * added lines (a fix may change two places of one function). Tries the nearest match first and
 * goes back where a later line does not fit.
 */
function placeOld(old: { text: string; gapAllowed: boolean }[], lines: string[]): number[] | null {
  const placed: number[] = [];
  const place = (index: number, after: number): boolean => {
    if (index === old.length) return true;
    const { text, gapAllowed } = old[index];
    const candidates = index === 0 || gapAllowed ? lines.map((_, at) => at).filter((at) => at > after) : [after + 1];
    for (const at of candidates) {
      if (lines[at] !== text) continue;
      placed[index] = at;
      if (place(index + 1, at)) return true;
    }
    return false;
  };
  return place(0, -1) ? placed.slice(0, old.length) : null;
}

/**
 * Applies an option to the snippet it was written against. Throws, naming the first line that
 * does not fit, when the snippet no longer holds what the option quotes (the code drifted).
 */
export function applyFix(snippet: string, diff: string): Applied {
  const sections = sectionsOf(snippet);
  /** Per shown line: added lines that go before it, and whether it is removed. */
  const before = new Map<number, string[]>();
  const after = new Map<number, string[]>();
  const gone = new Set<number>();
  const applied: Omit<Applied, 'text'> = { removed: [], kept: [], insertions: [] };
  const used = new Set<Section>();
  for (const part of diffParts(diff)) {
    const odd = part.lines.find((line) => !/^[-+ ]/.test(line));
    if (odd !== undefined) throw new Error(`a line of the option starts with neither -, + nor a space: ${JSON.stringify(odd)}`);
    const old: { text: string; gapAllowed: boolean }[] = [];
    let sawAdded = false;
    for (const line of part.lines) {
      if (line.startsWith('+')) sawAdded = true;
      else {
        old.push({ text: line.slice(1), gapAllowed: sawAdded });
        sawAdded = false;
      }
    }
    if (!old.length) throw new Error('an option part quotes no line of the snippet: nothing says where its lines go');
    const candidates = sections.filter((section) => (part.path === null || section.path === part.path) && !used.has(section));
    if (!candidates.length) throw new Error(`the option names ${part.path ?? 'no file'}, which the snippet has no (other) section of`);
    let found: { section: Section; placed: number[] } | null = null;
    for (const section of candidates) {
      const placed = placeOld(old, section.lines);
      if (placed) {
        found = { section, placed };
        break;
      }
    }
    if (!found) {
      const missing = old.find((line) => !candidates.some((section) => section.lines.includes(line.text)));
      throw new Error(missing ? `the snippet has no line ${JSON.stringify(missing.text)}` : `the snippet has the lines the option quotes, but not in this order or not next to each other: ${JSON.stringify(old.map((line) => line.text))}`);
    }
    used.add(found.section);
    const shown = found.placed.map((at) => found!.section.first + at);
    let oldIndex = 0;
    let added: string[] = [];
    for (const line of part.lines) {
      if (line.startsWith('+')) {
        added.push(line.slice(1));
        continue;
      }
      const at = shown[oldIndex];
      if (added.length) {
        applied.insertions.push([oldIndex ? shown[oldIndex - 1] : at - 1, at]);
        before.set(at, [...(before.get(at) ?? []), ...added]);
        added = [];
      }
      if (line.startsWith('-')) {
        applied.removed.push(at);
        gone.add(at);
      } else applied.kept.push(at);
      oldIndex += 1;
    }
    if (added.length) {
      const last = shown[shown.length - 1];
      applied.insertions.push([last, last + 1]);
      after.set(last, [...(after.get(last) ?? []), ...added]);
    }
  }
  const text = snippet
    .split('\n')
    .flatMap((line, index) => [...(before.get(index + 1) ?? []), ...(gone.has(index + 1) ? [] : [line]), ...(after.get(index + 1) ?? [])])
    .join('\n');
  return { text, ...applied };
}
