import { clearFilters, DEFAULT_FILTERS, isCategoryShown, isTagShown, loadFilters, saveFilters, toggleCategory, toggleDifficulty, toggleTag } from '../src/features/score-board/model/filters';
import { effectiveFilters, tutorialState } from '../src/features/score-board/model/tiers';
import { progressMatrix, progressPercent } from '../src/features/score-board/model/progress';
import { challengeState, visibleChallenges, withScoreBoardSolved } from '../src/features/score-board/model/visible';
import { badgeTags, challengeTags } from '../src/features/score-board/model/tags';
import { challenge, memoryStorage } from './fixtures';

describe('filters', () => {
  it('default to difficulty 1, every category, solved shown, unavailable and tutorials-only off', () => {
    expect(loadFilters(memoryStorage())).toEqual({ difficulties: [1], categories: null, tags: [], showSolved: true, showDisabled: false, onlyTutorials: false });
  });

  it('are saved under their keys (docs/behaviour.md, "Client-stored data") and read back', () => {
    const storage = memoryStorage();
    const filters = { difficulties: [2, 4], categories: ['XSS'], tags: ['OSINT'], showSolved: false, showDisabled: true, onlyTutorials: true };
    saveFilters(filters, storage);
    expect(Object.fromEntries(storage.data)).toEqual({
      displayedDifficulties: '[2,4]',
      displayedChallengeCategories: '["XSS"]',
      displayedChallengeTags: '["OSINT"]',
      showSolvedChallenges: 'false',
      showDisabledChallenges: 'true',
      showOnlyTutorialChallenges: 'true',
    });
    expect(loadFilters(storage)).toEqual(filters);
  });

  it('fall back to the default for anything malformed', () => {
    const storage = memoryStorage({
      displayedDifficulties: '[1, 9, "x", 3, 3]',
      displayedChallengeCategories: '{broken',
      displayedChallengeTags: '"OSINT"',
      showSolvedChallenges: '"yes"',
    });
    expect(loadFilters(storage)).toEqual({ ...DEFAULT_FILTERS, difficulties: [1, 3] });
  });

  it('are forgotten by reset', () => {
    const storage = memoryStorage();
    saveFilters({ ...DEFAULT_FILTERS, difficulties: [5], tags: ['Web3'] }, storage);
    storage.set('token', 'kept');
    clearFilters(storage);
    expect([...storage.data.keys()]).toEqual(['token']);
  });

  it('toggle difficulties and categories; all categories again means "every category"', () => {
    expect(toggleDifficulty(DEFAULT_FILTERS, 3).difficulties).toEqual([1, 3]);
    expect(toggleDifficulty(DEFAULT_FILTERS, 1).difficulties).toEqual([]);
    const all = ['Injection', 'XSS'];
    const withoutXss = toggleCategory(DEFAULT_FILTERS, 'XSS', all);
    expect(withoutXss.categories).toEqual(['Injection']);
    expect(isCategoryShown(withoutXss, 'XSS')).toBe(false);
    expect(isCategoryShown(withoutXss, 'Injection')).toBe(true);
    expect(toggleCategory(withoutXss, 'XSS', all).categories).toBeNull();
  });
});

describe('tutorial tiers', () => {
  const tutorials = (solved: Record<string, boolean>) => [
    challenge({ key: 'a', difficulty: 1, tutorialOrder: 1, solved: solved.a ?? false }),
    challenge({ key: 'b', difficulty: 1, tutorialOrder: 2, solved: solved.b ?? false }),
    challenge({ key: 'c', difficulty: 2, tutorialOrder: 3, solved: solved.c ?? false }),
    challenge({ key: 'd', difficulty: 4, tutorialOrder: 4, solved: solved.d ?? false }),
    challenge({ key: 'plain', difficulty: 3 }),
  ];

  it('start at 1 and rise when every tutorial of the tier is solved (difficulties without tutorials pass)', () => {
    expect(tutorialState(tutorials({}))).toEqual({ tier: 1, allTutorialsCompleted: false });
    expect(tutorialState(tutorials({ a: true }))).toEqual({ tier: 1, allTutorialsCompleted: false });
    expect(tutorialState(tutorials({ a: true, b: true }))).toEqual({ tier: 2, allTutorialsCompleted: false });
    expect(tutorialState(tutorials({ a: true, b: true, c: true }))).toEqual({ tier: 4, allTutorialsCompleted: false });
    expect(tutorialState(tutorials({ a: true, b: true, c: true, d: true })).allTutorialsCompleted).toBe(true);
    // A later tutorial solved early does not skip a tier.
    expect(tutorialState(tutorials({ c: true, d: true })).tier).toBe(1);
  });

  it('show every difficulty up to the tier until the tutorials are done', () => {
    const state = tutorialState(tutorials({ a: true, b: true, c: true }));
    const saved = { ...DEFAULT_FILTERS, difficulties: [6] };
    const effective = effectiveFilters(saved, state, false);
    expect(effective.filters.difficulties).toEqual([1, 2, 3, 4, 6]);
    expect(effective.locked).toBe(false);
    expect(effective.forcedDifficulties).toEqual([1, 2, 3, 4]);
    expect(effectiveFilters(saved, { tier: 6, allTutorialsCompleted: true }, true)).toEqual({ filters: saved, locked: false, forcedDifficulties: [] });
  });

  it('lock the filters to tutorials when tutorials come first', () => {
    const effective = effectiveFilters({ ...DEFAULT_FILTERS, showSolved: false, categories: ['XSS'] }, tutorialState(tutorials({ a: true, b: true })), true);
    expect(effective.locked).toBe(true);
    expect(effective.filters).toEqual({ difficulties: [1, 2], categories: null, tags: [], showSolved: true, showDisabled: false, onlyTutorials: true });
  });
});

describe('progress', () => {
  const list = [
    challenge({ key: 'a', category: 'XSS', difficulty: 1, solved: true }),
    challenge({ key: 'b', category: 'XSS', difficulty: 2 }),
    challenge({ key: 'c', category: 'Injection', difficulty: 2, solved: true }),
    challenge({ key: 'gone', category: 'XXE', difficulty: 3, disabledEnv: 'Docker' }),
  ];

  it('is the rounded share of the available challenges that are solved', () => {
    expect(progressPercent(list)).toBe(67);
    expect(progressPercent([])).toBe(0);
    expect(progressPercent([challenge({ key: 'x', solved: true }), challenge({ key: 'y' }), challenge({ key: 'z' })])).toBe(33);
  });

  it('is counted by category and difficulty for the chart', () => {
    const matrix = progressMatrix(list);
    expect(matrix.categories).toEqual(['Injection', 'XSS']);
    expect(matrix.cells.XSS).toEqual({ 1: { solved: 1, total: 1 }, 2: { solved: 0, total: 1 } });
    expect(matrix.cells.Injection[2]).toEqual({ solved: 1, total: 1 });
    expect(matrix.byDifficulty[2]).toEqual({ solved: 1, total: 2 });
    expect(matrix.byDifficulty[6]).toEqual({ solved: 0, total: 0 });
    expect(matrix.byCategory.XSS).toEqual({ solved: 1, total: 2 });
    expect(matrix.overall).toEqual({ solved: 2, total: 3 });
  });
});

describe('visible challenges', () => {
  const list = [
    challenge({ key: 'zeta', name: 'Zeta', difficulty: 1, solved: true }),
    challenge({ key: 'alpha', name: 'Alpha', difficulty: 1 }),
    challenge({ key: 'beta', name: 'Beta', difficulty: 2, category: 'XSS', tutorialOrder: 1 }),
    challenge({ key: 'gamma', name: 'Gamma', difficulty: 1, disabledEnv: 'Docker' }),
    challenge({ key: 'delta', name: 'Delta', difficulty: 1, tutorialOrder: 2 }),
  ];
  const keys = (filters: Parameters<typeof visibleChallenges>[1]) => visibleChallenges(list, filters).map((item) => item.key);

  it('follow difficulty, category, solved, unavailable and tutorial filters, sorted by name', () => {
    expect(keys(DEFAULT_FILTERS)).toEqual(['alpha', 'delta', 'zeta']);
    expect(keys({ ...DEFAULT_FILTERS, showSolved: false })).toEqual(['alpha', 'delta']);
    expect(keys({ ...DEFAULT_FILTERS, showDisabled: true })).toEqual(['alpha', 'delta', 'gamma', 'zeta']);
    expect(keys({ ...DEFAULT_FILTERS, difficulties: [1, 2], categories: ['XSS'] })).toEqual(['beta']);
    // Only tutorials: in tutorial order.
    expect(keys({ ...DEFAULT_FILTERS, difficulties: [1, 2], onlyTutorials: true })).toEqual(['beta', 'delta']);
  });

  it('treat the score board as solved and name each state', () => {
    const [scoreBoard] = withScoreBoardSolved([challenge({ key: 'scoreBoardChallenge' })]);
    expect(scoreBoard.solved).toBe(true);
    expect(list.map(challengeState)).toEqual(['solved', 'unsolved', 'unsolved', 'disabled', 'unsolved']);
  });
});

describe('challenge tags', () => {
  it('splits the comma-separated tags, drops unknown ones and leaves Tutorial to its own badge', () => {
    expect(challengeTags({ tags: null })).toEqual([]);
    expect(challengeTags({ tags: 'Tutorial, Good for Demos,Nonsense,' })).toEqual(['Tutorial', 'Good for Demos']);
    expect(badgeTags({ tags: 'Tutorial,Good for Demos' })).toEqual(['Good for Demos']);
    expect(badgeTags({ tags: 'constructor,toString' })).toEqual([]);
  });
});

describe('the tag filter', () => {
  it('lets everything through with no tag chosen, else the challenges with one of the chosen tags', () => {
    expect(isTagShown(DEFAULT_FILTERS, [])).toBe(true);
    const osint = toggleTag(DEFAULT_FILTERS, 'OSINT');
    expect(osint.tags).toEqual(['OSINT']);
    expect(toggleTag(toggleTag(osint, 'Danger Zone'), 'OSINT').tags).toEqual(['Danger Zone']);
    expect(toggleTag(osint, 'OSINT').tags).toEqual([]);
    const all = [
      challenge({ key: 'aChallenge', tags: 'OSINT,Brute Force' }),
      challenge({ key: 'bChallenge', tags: 'Danger Zone' }),
      challenge({ key: 'cChallenge', tags: null }),
    ];
    expect(visibleChallenges(all, { ...DEFAULT_FILTERS, tags: ['OSINT', 'Web3'] }).map((entry) => entry.key)).toEqual(['aChallenge']);
    expect(visibleChallenges(all, DEFAULT_FILTERS)).toHaveLength(3);
  });

  it('counts the tags of the available challenges for the filter, in the tag order', () => {
    const matrix = progressMatrix([
      challenge({ key: 'aChallenge', tags: 'Web3,OSINT', solved: true }),
      challenge({ key: 'bChallenge', tags: 'OSINT' }),
      challenge({ key: 'cChallenge', tags: 'Shenanigans', disabledEnv: 'Docker' }),
    ]);
    expect(matrix.tags).toEqual(['OSINT', 'Web3']);
    expect(matrix.byTag).toEqual({ OSINT: { solved: 1, total: 2 }, Web3: { solved: 1, total: 1 } });
  });
});
