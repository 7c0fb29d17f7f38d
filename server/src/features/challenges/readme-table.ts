import { CHALLENGES } from './catalogue';

export const TABLE_START = '<!-- challenges:start -->';
export const TABLE_END = '<!-- challenges:end -->';

/** The README's challenge table: name, category, difficulty — never a solution. */
export function challengeTable(): string {
  const rows = [...CHALLENGES]
    .sort((a, b) => a.difficulty - b.difficulty || a.category.localeCompare(b.category) || a.name.localeCompare(b.name))
    .map((challenge) => `| ${challenge.name} | ${challenge.category} | ${'★'.repeat(challenge.difficulty)} |`);
  return [`${CHALLENGES.length} challenges.`, '', '| challenge | category | difficulty |', '|---|---|---|', ...rows].join('\n');
}

/** The README with its challenge table section replaced by the current catalogue's. */
export function withChallengeTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${TABLE_START} … ${TABLE_END} section`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${challengeTable()}\n${readme.slice(end)}`;
}
