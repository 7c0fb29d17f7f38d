import type { IconName } from '@pulp/shared/ui';

export interface NavEntry {
  /** Hash-router path. */
  to: string;
  /** Translation key of the accessible name (dom-contract). */
  label: string;
  /** Translation key of the visible text. */
  text: string;
  icon: IconName;
}

export const ORDERS_AND_PAYMENT: NavEntry[] = [
  { to: '/order-history', label: 'NAV_ORDER_HISTORY', text: 'TITLE_ORDER_HISTORY', icon: 'package' },
  { to: '/recycle', label: 'NAV_RECYCLE', text: 'TITLE_RECYCLE', icon: 'recycle' },
  { to: '/address/saved', label: 'NAV_SAVED_ADDRESSES', text: 'TITLE_MY_SAVED_ADRESSES', icon: 'pin' },
  { to: '/saved-payment-methods', label: 'NAV_SAVED_PAYMENT_METHODS', text: 'TITLE_MY_PAYMENT_OPTIONS', icon: 'card' },
  { to: '/wallet', label: 'NAV_WALLET', text: 'TITLE_DIGITAL_WALLET', icon: 'wallet' },
  { to: '/token-wallet', label: 'NAV_TOKEN_WALLET', text: 'TITLE_TOKEN_WALLET', icon: 'key' },
];

export const PRIVACY_AND_SECURITY: NavEntry[] = [
  { to: '/privacy-security/privacy-policy', label: 'NAV_PRIVACY_POLICY', text: 'TITLE_PRIVACY_POLICY', icon: 'shield' },
  { to: '/privacy-security/data-export', label: 'NAV_DATA_EXPORT', text: 'TITLE_REQUEST_DATA_EXPORT', icon: 'package' },
  { to: '/privacy-security/erasure-request', label: 'NAV_DATA_SUBJECT', text: 'TITLE_REQUEST_DATA_ERASURE', icon: 'close' },
  { to: '/privacy-security/change-password', label: 'NAV_CHANGE_PASSWORD', text: 'TITLE_CHANGE_PASSWORD', icon: 'key' },
  { to: '/privacy-security/two-factor-authentication', label: 'NAV_TWO_FACTOR', text: 'TITLE_TWO_FACTOR_AUTH', icon: 'shield' },
  { to: '/privacy-security/last-login-ip', label: 'NAV_LAST_LOGIN_IP', text: 'TITLE_LAST_LOGIN_IP', icon: 'info' },
];
