import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Login Ines: her address from her review of the hacking book, found by search; then Jonas's trick. */
export const loginInesTutorial: TutorialScript = {
  challengeKey: 'loginBenderChallenge',
  steps: [
    { text: 'INSTRUCTOR_LOGIN_INES_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_LOGIN_INES_SEARCH', highlight: SCREENS.search, wait: { kind: 'route', path: '/search?q=' } },
    { text: 'INSTRUCTOR_LOGIN_INES_REVIEWS', wait: { kind: 'present', selector: SCREENS.expandedReview } },
    { text: 'INSTRUCTOR_LOGIN_INES_EMAIL', highlight: SCREENS.productReviews, wait: { kind: 'route', path: '/login' } },
    { text: 'INSTRUCTOR_LOGIN_INES_INJECT', highlight: SCREENS.loginEmail, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_LOGIN_INES_DONE', wait: { kind: 'next' } },
  ],
};
