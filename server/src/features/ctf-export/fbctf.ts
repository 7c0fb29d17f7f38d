import type { ExportEntry } from './entries';

/**
 * FBCTF's admin imports (Admin → Controls): one file for "Import Categories" (it reads the
 * `categories` list: one category per difficulty, which the levels name) and then for "Import
 * Levels" (it reads the `levels` list: one flag level per challenge, placed on the world map by
 * the shop's country mapping). Hints are one text; the penalty is what opening it costs.
 * ("Import Full Game" wants logos and teams as well, and every list one level deeper.)
 */
export function fbctfJson(entries: ExportEntry[]): string {
  const difficulties = [...new Set(entries.map((entry) => entry.difficulty))].sort((a, b) => a - b);
  const game = {
    categories: difficulties.map((difficulty) => ({ category: `Difficulty ${difficulty}`, protected: false })),
    levels: entries.map((entry) => ({
      type: 'flag',
      title: entry.name,
      active: true,
      description: entry.description,
      entity_iso_code: entry.country.code,
      category: `Difficulty ${entry.difficulty}`,
      points: entry.value,
      bonus: 0,
      bonus_dec: 0,
      bonus_fix: 0,
      flag: entry.flag,
      hint: entry.hints.map((hint) => hint.content).join('\n\n'),
      penalty: entry.hints.reduce((sum, hint) => sum + hint.cost, 0),
      links: [],
      attachments: [],
    })),
  };
  return JSON.stringify(game, null, 2) + '\n';
}
