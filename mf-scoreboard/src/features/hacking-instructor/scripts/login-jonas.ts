import type { TutorialScript } from './types';
import { PRODUCTS, SCREENS } from './screens';

/** Login Jonas: his address from a review, then the injection that comments out the password check. */
export const loginJonasTutorial: TutorialScript = {
  challengeKey: 'loginJonasChallenge',
  steps: [
    { text: 'INSTRUCTOR_LOGIN_JONAS_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_LOGIN_JONAS_REVIEWS', highlight: SCREENS.productCard(PRODUCTS.bloodOrangePress), wait: { kind: 'present', selector: SCREENS.expandedReview } },
    { text: 'INSTRUCTOR_LOGIN_JONAS_EMAIL', highlight: SCREENS.productReviews, wait: { kind: 'route', path: '/login' } },
    { text: 'INSTRUCTOR_LOGIN_JONAS_INJECT', highlight: SCREENS.loginEmail, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_LOGIN_JONAS_DONE', wait: { kind: 'next' } },
  ],
};
