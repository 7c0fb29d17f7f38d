import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Forged Feedback: the contact form's hidden author id, changed before sending. */
export const forgedFeedbackTutorial: TutorialScript = {
  challengeKey: 'forgedFeedbackChallenge',
  steps: [
    { text: 'INSTRUCTOR_FORGED_FEEDBACK_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_FORGED_FEEDBACK_CONTACT', highlight: SCREENS.sideNavButton, wait: { kind: 'route', path: '/contact' } },
    { text: 'INSTRUCTOR_FORGED_FEEDBACK_AUTHOR', highlight: SCREENS.feedbackAuthor, wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_FORGED_FEEDBACK_HIDDEN', wait: { kind: 'changed', selector: SCREENS.feedbackAuthorId } },
    { text: 'INSTRUCTOR_FORGED_FEEDBACK_SEND', highlight: SCREENS.feedbackSend, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_FORGED_FEEDBACK_DONE', wait: { kind: 'next' } },
  ],
};
