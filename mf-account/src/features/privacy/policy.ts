import { formatDate } from '@pulp/shared';

/** The privacy policy's facts (docs/behaviour.md, "Screens" and "Constants"). */
export const POLICY_EFFECTIVE_DATE = new Date(2019, 2, 15);
export const POLICY_MINIMUM_AGE = 18;

/** Where privacy questions go: the configured address, else do-not-reply at this host. */
export function privacyContact(configured: string | null | undefined, hostname: string): string {
  return configured || `donotreply@${hostname}`;
}

export function formatPolicyDate(language: string): string {
  return formatDate(POLICY_EFFECTIVE_DATE, { style: 'long', language });
}
