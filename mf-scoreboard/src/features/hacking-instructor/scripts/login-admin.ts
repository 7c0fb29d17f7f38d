import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Login Admin: a quote ends the email's string in the login's SQL; then a condition that is always true. */
export const loginAdminTutorial: TutorialScript = {
  challengeKey: 'loginAdminChallenge',
  steps: [
    { text: 'INSTRUCTOR_LOGIN_ADMIN_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_LOGIN_ADMIN_LOGIN_PAGE', highlight: SCREENS.accountMenuButton, wait: { kind: 'route', path: '/login' } },
    { text: 'INSTRUCTOR_LOGIN_ADMIN_QUOTE', highlight: SCREENS.loginEmail, wait: { kind: 'input', selector: SCREENS.loginEmail, pattern: "'" } },
    { text: 'INSTRUCTOR_LOGIN_ADMIN_TRY', highlight: SCREENS.loginButton, wait: { kind: 'present', selector: SCREENS.loginError } },
    { text: 'INSTRUCTOR_LOGIN_ADMIN_INJECT', highlight: SCREENS.loginEmail, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_LOGIN_ADMIN_DONE', wait: { kind: 'next' } },
  ],
};
