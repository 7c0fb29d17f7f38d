import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** View Basket: the basket page asks for the basket whose number session storage holds. */
export const viewBasketTutorial: TutorialScript = {
  challengeKey: 'basketAccessChallenge',
  steps: [
    { text: 'INSTRUCTOR_VIEW_BASKET_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_VIEW_BASKET_LOG_IN', highlight: SCREENS.accountMenuButton, wait: { kind: 'loggedIn' } },
    { text: 'INSTRUCTOR_VIEW_BASKET_OPEN', highlight: SCREENS.basketButton, wait: { kind: 'route', path: '/basket' } },
    { text: 'INSTRUCTOR_VIEW_BASKET_STORAGE', highlight: SCREENS.basketTotal, wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_VIEW_BASKET_CHANGE', wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_VIEW_BASKET_DONE', highlight: SCREENS.basketTotal, wait: { kind: 'next' } },
  ],
};
