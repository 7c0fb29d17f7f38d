import type { Challenge } from '@pulp/shared';
import { DIFFICULTIES, type ChallengeFilters } from './filters';

export interface TutorialState {
  /** Starts at 1; rises past each difficulty whose tutorial challenges are all solved. */
  tier: number;
  allTutorialsCompleted: boolean;
}

const isTutorial = (challenge: Challenge) => Boolean(challenge.tutorialOrder);

/** The tutorial tier (docs/behaviour.md, "Challenges and the score board"). */
export function tutorialState(challenges: Challenge[]): TutorialState {
  let tier = 1;
  let allTutorialsCompleted = true;
  for (const difficulty of DIFFICULTIES) {
    const tutorials = challenges.filter((challenge) => isTutorial(challenge) && challenge.difficulty === difficulty);
    const done = tutorials.every((challenge) => challenge.solved);
    allTutorialsCompleted &&= done;
    if (tier === difficulty && done) tier += 1;
  }
  return { tier: Math.min(tier, DIFFICULTIES.length), allTutorialsCompleted };
}

export interface EffectiveFilters {
  filters: ChallengeFilters;
  /** Restricted to tutorials first and not done yet: the filters cannot be changed. */
  locked: boolean;
  /** Difficulties the tier shows whatever the saved filters say. */
  forcedDifficulties: number[];
}

/**
 * The filters actually applied: until every tutorial is done, all difficulties up to the tier
 * are shown; with challenges.restrictToTutorialsFirst only the tutorials are, and nothing can
 * be changed.
 */
export function effectiveFilters(saved: ChallengeFilters, tutorial: TutorialState, restrictToTutorialsFirst: boolean): EffectiveFilters {
  if (tutorial.allTutorialsCompleted) return { filters: saved, locked: false, forcedDifficulties: [] };
  const forcedDifficulties = DIFFICULTIES.filter((difficulty) => difficulty <= tutorial.tier);
  if (restrictToTutorialsFirst) {
    return {
      filters: { difficulties: forcedDifficulties, categories: null, tags: [], showSolved: true, showDisabled: false, onlyTutorials: true },
      locked: true,
      forcedDifficulties,
    };
  }
  const difficulties = [...new Set([...saved.difficulties, ...forcedDifficulties])].sort((a, b) => a - b);
  return { filters: { ...saved, difficulties }, locked: false, forcedDifficulties };
}
