import type { TutorialScript } from './types';

/** Security Policy: RFC 9116's well-known place for a security.txt. */
export const securityPolicyTutorial: TutorialScript = {
  challengeKey: 'securityPolicyChallenge',
  steps: [
    { text: 'INSTRUCTOR_SECURITY_POLICY_WELCOME', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_SECURITY_POLICY_FOLDER', wait: { kind: 'next' } },
    { text: 'INSTRUCTOR_SECURITY_POLICY_FILE', wait: { kind: 'solved' } },
    { text: 'INSTRUCTOR_SECURITY_POLICY_DONE', wait: { kind: 'next' } },
  ],
};
