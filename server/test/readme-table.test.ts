import fs from 'node:fs';
import path from 'node:path';
import { challengeTable, withChallengeTable } from '../src/features/challenges/readme-table';
import { CHALLENGES } from '../src/features/challenges/catalogue';
import { challengeTexts } from '../src/i18n/server-texts';

const README = path.join(__dirname, '..', '..', 'README.md');

describe("the README's challenge table", () => {
  it('lists every challenge of the catalogue with its category and difficulty', () => {
    const table = challengeTable();
    for (const challenge of CHALLENGES) expect(table).toContain(`| ${challenge.name} | ${challenge.category} | ${'★'.repeat(challenge.difficulty)} |`);
  });

  it('is up to date in README.md (run node server/scripts/challenge-table.mjs after changing the catalogue)', () => {
    const readme = fs.readFileSync(README, 'utf8');
    expect(withChallengeTable(readme)).toBe(readme);
  });

  it('names no solution: no hint or mitigation text appears in the README', () => {
    const readme = fs.readFileSync(README, 'utf8');
    for (const challenge of CHALLENGES) for (const hint of challengeTexts(challenge.key, 'en').hints) expect(readme).not.toContain(hint);
  });
});
