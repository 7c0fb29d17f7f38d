import type { FindItHint } from '@pulp/shared/contract';
import { missingLines, type Snippet } from './snippets';

/** The snippet's sections: each file part from its `// <path>` heading, in shown line numbers. */
function sectionsOf(snippet: string): { file: string; first: number; last: number }[] {
  const sections: { file: string; first: number; last: number }[] = [];
  snippet.split('\n').forEach((line, index) => {
    const heading = /^\/\/ (\S+\.(?:tsx?|mjs|json))$/.exec(line);
    if (heading) sections.push({ file: heading[1], first: index + 1, last: index + 1 });
    else if (sections.length) sections[sections.length - 1].last = index + 1;
  });
  return sections;
}

/** The innermost labelled function a line is in. */
function unitOf(units: Snippet['units'], line: number): Snippet['units'][number] | undefined {
  return units.filter((unit) => unit.lines[0] <= line && line <= unit.lines[1]).sort((a, b) => a.lines[1] - a.lines[0] - (b.lines[1] - b.lines[0]))[0];
}

/**
 * What to tell a trainee whose selection was not right, without naming a line: where the first
 * place of the flaw they missed is, as narrowly as their selection allows. In another file than
 * every selected line: that file. In another function than every selected line: that function.
 * Otherwise: further up, further down, or between the lines they selected. With nothing missing
 * (only lines too many), that the flaw is covered and the lines marked wrong are fine.
 */
export function findItHint(snippet: Pick<Snippet, 'snippet' | 'vulnLines' | 'alternatives' | 'units'>, selected: readonly number[]): FindItHint {
  const chosen = [...new Set(selected)];
  const [target] = missingLines(snippet, chosen);
  if (target === undefined) return { kind: 'extra' };
  const sections = sectionsOf(snippet.snippet);
  const sectionOf = (line: number) => sections.find((section) => section.first <= line && line <= section.last);
  const targetSection = sectionOf(target);
  const sameSection = chosen.filter((line) => sectionOf(line) === targetSection);
  if (targetSection && sections.length > 1 && !chosen.some((line) => sectionOf(line)?.file === targetSection.file)) return { kind: 'file', file: targetSection.file };
  const unit = unitOf(snippet.units, target);
  const inUnit = unit ? sameSection.filter((line) => unit.lines[0] <= line && line <= unit.lines[1]) : sameSection;
  if (unit && !inUnit.length) return { kind: 'unit', unit: unit.label };
  if (!inUnit.length && targetSection) return { kind: 'file', file: targetSection.file };
  if (inUnit.every((line) => line > target)) return { kind: 'above' };
  if (inUnit.every((line) => line < target)) return { kind: 'below' };
  return { kind: 'between' };
}
