import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Confidential Document: the terms of use lie in /ftp, a folder that lists itself. */
export const confidentialDocumentTutorial: TutorialScript = {
  challengeKey: 'directoryListingChallenge',
  steps: [
    { text: 'INSTRUCTOR_CONFIDENTIAL_DOCUMENT_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_CONFIDENTIAL_DOCUMENT_ABOUT', highlight: SCREENS.sideNavButton, wait: { kind: 'route', path: '/about' } },
    { text: 'INSTRUCTOR_CONFIDENTIAL_DOCUMENT_TERMS', highlight: SCREENS.termsOfUseLink, wait: { kind: 'click', selector: SCREENS.termsOfUseLink } },
    { text: 'INSTRUCTOR_CONFIDENTIAL_DOCUMENT_FOLDER', wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_CONFIDENTIAL_DOCUMENT_DONE', wait: { kind: 'next' } },
  ],
};
