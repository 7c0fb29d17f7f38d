import fs from 'node:fs';
import path from 'node:path';
import { challengeTable, withChallengeTable } from '../src/features/challenges/challenge-table';
import { CHALLENGES } from '../src/features/challenges/catalogue';
import { challengeTexts } from '../src/i18n/server-texts';

const TABLE_DOCUMENT = path.join(__dirname, '..', '..', 'docs', 'challenges.md');
const README = path.join(__dirname, '..', '..', 'README.md');

describe('the challenge table of docs/challenges.md', () => {
  it('lists every challenge of the catalogue with its category and difficulty', () => {
    const table = challengeTable();
    for (const challenge of CHALLENGES) expect(table).toContain(`| ${challenge.name} | ${challenge.category} | ${'★'.repeat(challenge.difficulty)} |`);
  });

  it('is up to date (run node server/scripts/challenge-table.mjs after changing the catalogue)', () => {
    const document = fs.readFileSync(TABLE_DOCUMENT, 'utf8');
    expect(withChallengeTable(document)).toBe(document);
  });

  it('names no solution: no hint text appears in the document or the README', () => {
    for (const file of [TABLE_DOCUMENT, README]) {
      const text = fs.readFileSync(file, 'utf8');
      for (const challenge of CHALLENGES) for (const hint of challengeTexts(challenge.key, 'en').hints) expect(text).not.toContain(hint);
    }
  });
});
