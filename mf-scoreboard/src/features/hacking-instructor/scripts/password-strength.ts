import type { TutorialScript } from './types';
import { PRODUCTS, SCREENS } from './screens';

/** Password Strength: the administrator's address is in a review; the password is a common one. */
export const passwordStrengthTutorial: TutorialScript = {
  challengeKey: 'weakPasswordChallenge',
  steps: [
    { text: 'INSTRUCTOR_PASSWORD_STRENGTH_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_PASSWORD_STRENGTH_REVIEWS', highlight: SCREENS.productCard(PRODUCTS.pomegranateGold), wait: { kind: 'present', selector: SCREENS.expandedReview } },
    { text: 'INSTRUCTOR_PASSWORD_STRENGTH_EMAIL', highlight: SCREENS.productReviews, wait: { kind: 'route', path: '/login' } },
    { text: 'INSTRUCTOR_PASSWORD_STRENGTH_GUESS', highlight: SCREENS.loginEmail, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_PASSWORD_STRENGTH_DONE', wait: { kind: 'next' } },
  ],
};
