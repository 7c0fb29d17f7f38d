import type { IconName } from '@pulp/shared/ui';

export interface PrivacySection {
  /** Path below privacy-security/. */
  path: string;
  title: string;
  description: string;
  icon: IconName;
  /** Shown to visitors too (the policy); the others need a session. */
  public?: boolean;
}

/** The children of privacy-security (docs/behaviour.md, "Screens"), in the order of the account menu. */
export const PRIVACY_SECTIONS: PrivacySection[] = [
  { path: 'privacy-policy', title: 'TITLE_PRIVACY_POLICY', description: 'PRIVACY_POLICY_SUMMARY', icon: 'shield', public: true },
  { path: 'data-export', title: 'TITLE_REQUEST_DATA_EXPORT', description: 'DATA_EXPORT_SUMMARY', icon: 'download' },
  { path: 'erasure-request', title: 'TITLE_REQUEST_DATA_ERASURE', description: 'ERASURE_SUMMARY', icon: 'trash' },
  { path: 'change-password', title: 'TITLE_CHANGE_PASSWORD', description: 'CHANGE_PASSWORD_SUMMARY', icon: 'key' },
  { path: 'two-factor-authentication', title: 'TITLE_TWO_FACTOR_AUTH', description: 'TWO_FACTOR_SUMMARY', icon: 'lock' },
  { path: 'last-login-ip', title: 'TITLE_LAST_LOGIN_IP', description: 'LAST_LOGIN_IP_SUMMARY', icon: 'info' },
];
