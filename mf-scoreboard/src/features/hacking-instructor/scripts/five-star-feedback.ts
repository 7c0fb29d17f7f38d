import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Five-Star Feedback: as the administrator, delete every five-star row of the feedback table. */
export const fiveStarFeedbackTutorial: TutorialScript = {
  challengeKey: 'feedbackChallenge',
  steps: [
    { text: 'INSTRUCTOR_FIVE_STAR_FEEDBACK_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_FIVE_STAR_FEEDBACK_ADMIN', highlight: SCREENS.accountMenuButton, wait: { kind: 'loggedIn', role: 'admin' } },
    { text: 'INSTRUCTOR_FIVE_STAR_FEEDBACK_SECTION', wait: { kind: 'route', path: '/administration' } },
    { text: 'INSTRUCTOR_FIVE_STAR_FEEDBACK_DELETE', highlight: SCREENS.deleteFiveStarFeedback, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_FIVE_STAR_FEEDBACK_DONE', wait: { kind: 'next' } },
  ],
};
