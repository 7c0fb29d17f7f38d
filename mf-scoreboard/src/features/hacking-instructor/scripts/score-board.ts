import type { TutorialScript } from './types';

/** Finding the score board: look in the menu, then guess the route the app ships. */
export const scoreBoardTutorial: TutorialScript = {
  challengeKey: 'scoreBoardChallenge',
  steps: [
    { text: 'INSTRUCTOR_SCORE_BOARD_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_SCORE_BOARD_MENU', highlight: '#sidenavButton', wait: { kind: 'click', selector: '#sidenavButton' } },
    { text: 'INSTRUCTOR_SCORE_BOARD_NOT_IN_MENU', highlight: '#sidenav', wait: { kind: 'closed', selector: '#sidenav' } },
    { text: 'INSTRUCTOR_SCORE_BOARD_ROUTES', highlight: '#homeButton', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_SCORE_BOARD_GUESS', wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_SCORE_BOARD_FOUND', highlight: '#challenge-scoreBoardChallenge', wait: { kind: 'next' } },
  ],
};
