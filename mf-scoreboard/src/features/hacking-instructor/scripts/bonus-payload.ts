import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Bonus Payload: the DOM XSS hole again, with the shop's own jingle page in an iframe. */
export const bonusPayloadTutorial: TutorialScript = {
  challengeKey: 'xssBonusChallenge',
  steps: [
    { text: 'INSTRUCTOR_BONUS_PAYLOAD_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_BONUS_PAYLOAD_SEARCH', highlight: SCREENS.search, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_BONUS_PAYLOAD_DONE', highlight: SCREENS.searchHeading, wait: { kind: 'next' } },
  ],
};
