import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** DOM XSS: the search heading echoes the query as HTML; markup first, then the iframe that runs script. */
export const domXssTutorial: TutorialScript = {
  challengeKey: 'localXssChallenge',
  steps: [
    { text: 'INSTRUCTOR_DOM_XSS_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_DOM_XSS_SEARCH', highlight: SCREENS.search, wait: { kind: 'route', path: '/search?q=' } },
    { text: 'INSTRUCTOR_DOM_XSS_ECHO', highlight: SCREENS.searchHeading, wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_DOM_XSS_MARKUP', highlight: SCREENS.search, wait: { kind: 'present', selector: SCREENS.markupInSearchHeading } },
    { text: 'INSTRUCTOR_DOM_XSS_PAYLOAD', highlight: SCREENS.search, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_DOM_XSS_DONE', wait: { kind: 'next' } },
  ],
};
