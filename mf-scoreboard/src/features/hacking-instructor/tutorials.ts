import { api, PATHS, type Challenge, type DataEnvelope } from '@pulp/shared';
import { TUTORIAL_SCRIPTS, type TutorialScript } from './scripts';

export interface Tutorial {
  challenge: Challenge;
  script: TutorialScript;
}

/** The tutorial challenges that have a script, in tutorial order. */
export async function fetchTutorials(): Promise<Tutorial[]> {
  const answer = await api.get<DataEnvelope<Challenge[]>>(`${PATHS.challenges}/`, { hasTutorial: true });
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
  const answer = await api.get<DataEnvelope<Challenge[]>>(`${PATHS.challenges}/`, { key });
  return answer.data.some((challenge) => challenge.solved);
}
