import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Zero Stars: the form wants a star, the server does not; resend the honest request with 0. */
export const zeroStarsTutorial: TutorialScript = {
  challengeKey: 'zeroStarsChallenge',
  steps: [
    { text: 'INSTRUCTOR_ZERO_STARS_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_ZERO_STARS_CONTACT', highlight: SCREENS.sideNavButton, wait: { kind: 'route', path: '/contact' } },
    { text: 'INSTRUCTOR_ZERO_STARS_SLIDER', highlight: SCREENS.feedbackRating, wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_ZERO_STARS_HONEST', highlight: SCREENS.feedbackSend, wait: { kind: 'present', selector: SCREENS.confirmation } },
    { text: 'INSTRUCTOR_ZERO_STARS_RESEND', wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_ZERO_STARS_DONE', wait: { kind: 'next' } },
  ],
};
