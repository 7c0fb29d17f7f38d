import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Error Handling: the product search API answers a stray quote with the database's error. */
export const errorHandlingTutorial: TutorialScript = {
  challengeKey: 'errorHandlingChallenge',
  steps: [
    { text: 'INSTRUCTOR_ERROR_HANDLING_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_ERROR_HANDLING_REQUESTS', highlight: SCREENS.productCard(1), wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_ERROR_HANDLING_QUOTE', wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_ERROR_HANDLING_DONE', wait: { kind: 'next' } },
  ],
};
