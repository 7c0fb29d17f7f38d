import { CHALLENGES } from './catalogue';

export const TABLE_START = '<!-- challenges:start -->';
export const TABLE_END = '<!-- challenges:end -->';

/** The challenge table of docs/challenges.md: name, category, difficulty — never a solution. */
export function challengeTable(): string {
  const rows = [...CHALLENGES]
    .sort((a, b) => a.difficulty - b.difficulty || a.category.localeCompare(b.category) || a.name.localeCompare(b.name))
    .map((challenge) => `| ${challenge.name} | ${challenge.category} | ${'★'.repeat(challenge.difficulty)} |`);
  return [`${CHALLENGES.length} challenges.`, '', '| challenge | category | difficulty |', '|---|---|---|', ...rows].join('\n');
}

/** A document with its challenge table section replaced by the current catalogue's. */
export function withChallengeTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/challenges.md has no ${TABLE_START} … ${TABLE_END} section`);
  return `${document.slice(0, start + TABLE_START.length)}\n${challengeTable()}\n${document.slice(end)}`;
}
