import type { Challenge } from '@pulp/shared';
import { isCategoryShown, isTagShown, type ChallengeFilters } from './filters';
import { challengeTags } from './tags';

export const SCORE_BOARD_KEY = 'scoreBoardChallenge';

/** The Score Board challenge counts as solved on the score board: being here solved it. */
export function withScoreBoardSolved(challenges: Challenge[]): Challenge[] {
  return challenges.map((challenge) => (challenge.key === SCORE_BOARD_KEY && !challenge.solved ? { ...challenge, solved: true } : challenge));
}

export function challengeState(challenge: Challenge): 'solved' | 'unsolved' | 'disabled' {
  if (challenge.disabledEnv) return 'disabled';
  return challenge.solved ? 'solved' : 'unsolved';
}

/** The challenges the filters let through, by name (tutorials in their order when only those show). */
export function visibleChallenges(challenges: Challenge[], filters: ChallengeFilters): Challenge[] {
  const shown = challenges.filter(
    (challenge) =>
      filters.difficulties.includes(challenge.difficulty) &&
      isCategoryShown(filters, challenge.category) &&
      isTagShown(filters, challengeTags(challenge)) &&
      (filters.showSolved || !challenge.solved) &&
      (filters.showDisabled || !challenge.disabledEnv) &&
      (!filters.onlyTutorials || Boolean(challenge.tutorialOrder)),
  );
  if (filters.onlyTutorials) return shown.sort((a, b) => (a.tutorialOrder ?? 0) - (b.tutorialOrder ?? 0));
  return shown.sort((a, b) => a.name.localeCompare(b.name));
}
