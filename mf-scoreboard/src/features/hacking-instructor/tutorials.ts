import { api, PATHS, type Challenge } from '@pulp/shared';
import { TUTORIAL_SCRIPTS, type TutorialScript } from './scripts';
import type { challenges, ResponseOf } from '@pulp/shared/contract';

export interface Tutorial {
  challenge: Challenge;
  script: TutorialScript;
}

/** The tutorial challenges that have a script, in tutorial order. */
export async function fetchTutorials(): Promise<Tutorial[]> {
  const answer = await api.get<ResponseOf<typeof challenges.list>>(`${PATHS.challenges}/`, { hasTutorial: true });
  return answer.data
    .filter((challenge) => TUTORIAL_SCRIPTS[challenge.key])
    .sort((a, b) => (a.tutorialOrder ?? 0) - (b.tutorialOrder ?? 0))
    .map((challenge) => ({ challenge, script: TUTORIAL_SCRIPTS[challenge.key] }));
}

/** The tutorial asked for (by challenge name or key), else the first one not solved yet. */
export function chooseTutorial(tutorials: Tutorial[], wanted: string | null): Tutorial | null {
  if (wanted) return tutorials.find(({ challenge }) => challenge.name === wanted || challenge.key === wanted) ?? null;
  return tutorials.find(({ challenge }) => !challenge.solved) ?? tutorials[0] ?? null;
}

export async function isChallengeSolved(key: string): Promise<boolean> {
  const answer = await api.get<ResponseOf<typeof challenges.list>>(`${PATHS.challenges}/`, { key });
  return answer.data.some((challenge) => challenge.solved);
}
