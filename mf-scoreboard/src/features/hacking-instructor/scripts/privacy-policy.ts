import type { TutorialScript } from './types';
import { SCREENS } from './screens';

/** Privacy Policy: log in, then find the policy in the account menu. */
export const privacyPolicyTutorial: TutorialScript = {
  challengeKey: 'privacyPolicyChallenge',
  steps: [
    { text: 'INSTRUCTOR_PRIVACY_POLICY_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_PRIVACY_POLICY_LOG_IN', highlight: SCREENS.accountMenuButton, wait: { kind: 'loggedIn' } },
    { text: 'INSTRUCTOR_PRIVACY_POLICY_MENU', highlight: SCREENS.accountMenuButton, wait: { kind: 'click', selector: SCREENS.accountMenuButton } },
    { text: 'INSTRUCTOR_PRIVACY_POLICY_ENTRY', highlight: SCREENS.privacyAndSecurityMenu, wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_PRIVACY_POLICY_DONE', wait: { kind: 'next' } },
  ],
};
