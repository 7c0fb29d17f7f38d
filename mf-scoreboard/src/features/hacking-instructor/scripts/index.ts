import type { TutorialScript } from './types';
import { scoreBoardTutorial } from './score-board';

/** Every tutorial script, by challenge key: one per tutorial challenge of the catalogue. */
export const TUTORIAL_SCRIPTS: Record<string, TutorialScript> = Object.fromEntries(
  [scoreBoardTutorial].map((script) => [script.challengeKey, script]),
);

export type { TutorialScript, TutorialStep, StepWait } from './types';
