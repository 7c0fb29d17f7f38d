import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Admin Section: an administrator's session, then a guessed route. */
export const adminSectionTutorial: TutorialScript = {
  challengeKey: 'adminSectionChallenge',
  steps: [
    { text: 'INSTRUCTOR_ADMIN_SECTION_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_ADMIN_SECTION_ADMIN', highlight: SCREENS.accountMenuButton, wait: { kind: 'loggedIn', role: 'admin' } },
    { text: 'INSTRUCTOR_ADMIN_SECTION_GUESS', wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_ADMIN_SECTION_DONE', wait: { kind: 'next' } },
  ],
};
