/** Line selection of the code view: which lines are chosen and how each fared in the last verdict. */

export type LineResult = 'right' | 'wrong' | undefined;

/** Adds or removes a line, keeping the set sorted. */
export function toggleLine(selected: readonly number[], line: number): number[] {
  return selected.includes(line) ? selected.filter((other) => other !== line) : [...selected, line].sort((a, b) => a - b);
}

/** A line's result in a verdict; a changed selection makes the old results stale (none). */
export function resultOf(line: number, verdict: { right: number[]; wrong: number[] } | null): LineResult {
  if (!verdict) return undefined;
  if (verdict.right.includes(line)) return 'right';
  if (verdict.wrong.includes(line)) return 'wrong';
  return undefined;
}

/** The line focus moves to on a key press in the listing (roving focus), or null for other keys. */
export function nextLine(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(count, current + 1);
    case 'ArrowUp':
      return Math.max(1, current - 1);
    case 'Home':
      return 1;
    case 'End':
      return count;
    case 'PageDown':
      return Math.min(count, current + 10);
    case 'PageUp':
      return Math.max(1, current - 10);
    default:
      return null;
  }
}
