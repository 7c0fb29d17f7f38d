import * as v from 'valibot';
import { EMAIL_PATTERN, LIMITS } from '@pulp/shared/contract';

/** The account rules (docs/behaviour.md, "Validation"), the same numbers the forms check. */
export const PASSWORD_MIN = LIMITS.passwordMin;
export const PASSWORD_MAX = LIMITS.passwordMax;

export { EMAIL_PATTERN };

const EMAIL_ADDRESS = v.pipe(v.string(), v.email());

/**
 * Whether a text is an email address by the rule the registration form uses (valibot's): local
 * part and domain of letters, digits and the usual marks, so no markup, quotes or spaces pass.
 */
export function isEmailAddress(text: string): boolean {
  return v.is(EMAIL_ADDRESS, text);
}

/** Why a new password is refused, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return `password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`;
  return null;
}
