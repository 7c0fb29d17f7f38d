/** The account rules (docs/behaviour.md, "Validation"), enforced by the server as well as the forms. */
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 20;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a new password is refused, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return `password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`;
  return null;
}
