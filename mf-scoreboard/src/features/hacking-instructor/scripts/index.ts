import type { TutorialScript } from './types';
import { scoreBoardTutorial } from './score-board';
import { domXssTutorial } from './dom-xss';
import { bonusPayloadTutorial } from './bonus-payload';
import { privacyPolicyTutorial } from './privacy-policy';
import { confidentialDocumentTutorial } from './confidential-document';
import { exposedMetricsTutorial } from './exposed-metrics';
import { errorHandlingTutorial } from './error-handling';
import { zeroStarsTutorial } from './zero-stars';
import { loginAdminTutorial } from './login-admin';
import { passwordStrengthTutorial } from './password-strength';
import { adminSectionTutorial } from './admin-section';
import { fiveStarFeedbackTutorial } from './five-star-feedback';
import { viewBasketTutorial } from './view-basket';
import { securityPolicyTutorial } from './security-policy';
import { loginJonasTutorial } from './login-jonas';
import { loginInesTutorial } from './login-ines';
import { forgedFeedbackTutorial } from './forged-feedback';

/**
 * Every tutorial script, by challenge key: one per tutorial challenge of the catalogue (the
 * order trainees meet them is the catalogue's tutorialOrder, not this list's).
 */
export const TUTORIAL_SCRIPTS: Record<string, TutorialScript> = Object.fromEntries(
  [
    scoreBoardTutorial,
    domXssTutorial,
    bonusPayloadTutorial,
    privacyPolicyTutorial,
    confidentialDocumentTutorial,
    exposedMetricsTutorial,
    errorHandlingTutorial,
    zeroStarsTutorial,
    loginAdminTutorial,
    passwordStrengthTutorial,
    adminSectionTutorial,
    fiveStarFeedbackTutorial,
    viewBasketTutorial,
    securityPolicyTutorial,
    loginJonasTutorial,
    loginInesTutorial,
    forgedFeedbackTutorial,
  ].map((script) => [script.challengeKey, script]),
);

export type { TutorialScript, TutorialStep, StepWait } from './types';
