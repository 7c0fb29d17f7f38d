import type { RemoteName } from '../features/remote/manifest';
import type { Guard } from '../features/guards/guard';
import { tokenSalePath } from './hidden-route';

export type { Guard } from '../features/guards/guard';

export interface RemoteRoute {
  /** Route path inside the hash router (docs/behaviour.md, "Screens"). */
  path: string;
  remote: RemoteName;
  /** The exposed module of the remote (without the leading "./"). */
  module: string;
  guard?: Guard;
}

/**
 * Which remote owns which route. A route whose page does not exist yet is simply not
 * listed: it falls back to search like any unknown path.
 */
export const ROUTES: RemoteRoute[] = [
  { path: 'search', remote: 'catalog', module: 'SearchPage' },
  { path: 'hacking-instructor', remote: 'catalog', module: 'SearchPage' },
  { path: 'about', remote: 'catalog', module: 'AboutPage' },
  { path: 'photo-wall', remote: 'catalog', module: 'PhotoWallPage' },
  { path: tokenSalePath(), remote: 'catalog', module: 'TokenSalePage' },
  { path: 'login', remote: 'account', module: 'LoginPage' },
  { path: 'accounting', remote: 'staff', module: 'AccountingPage', guard: 'accounting' },
  { path: 'administration', remote: 'staff', module: 'AdministrationPage', guard: 'admin' },
  { path: 'score-board', remote: 'scoreboard', module: 'ScoreBoardPage' },
  { path: 'register', remote: 'account', module: 'RegisterPage' },
  { path: 'forgot-password', remote: 'account', module: 'ForgotPasswordPage' },
  { path: '2fa/enter', remote: 'account', module: 'TwoFactorEnterPage' },
  { path: 'contact', remote: 'account', module: 'ContactPage' },
  { path: 'complain', remote: 'account', module: 'ComplaintPage', guard: 'login' },
  { path: 'privacy-security', remote: 'account', module: 'PrivacySecurityPage' },
  { path: 'privacy-security/privacy-policy', remote: 'account', module: 'PrivacyPolicyPage' },
  { path: 'privacy-security/change-password', remote: 'account', module: 'ChangePasswordPage', guard: 'login' },
  { path: 'privacy-security/two-factor-authentication', remote: 'account', module: 'TwoFactorSetupPage', guard: 'login' },
  { path: 'privacy-security/data-export', remote: 'account', module: 'DataExportPage', guard: 'login' },
  { path: 'privacy-security/erasure-request', remote: 'account', module: 'ErasureRequestPage', guard: 'login' },
  { path: 'privacy-security/last-login-ip', remote: 'account', module: 'LastLoginIpPage', guard: 'login' },
  // Shopping and checkout (mf-checkout). The login guard covers the address routes and the
  // deluxe page (docs/behaviour.md, "Roles"); the other pages ask visitors to log in themselves.
  { path: 'basket', remote: 'checkout', module: 'BasketPage' },
  { path: 'address/select', remote: 'checkout', module: 'AddressSelectPage', guard: 'login' },
  { path: 'address/saved', remote: 'checkout', module: 'AddressSavedPage', guard: 'login' },
  { path: 'address/create', remote: 'checkout', module: 'AddressFormPage', guard: 'login' },
  { path: 'address/edit/:addressId', remote: 'checkout', module: 'AddressFormPage', guard: 'login' },
  { path: 'delivery-method', remote: 'checkout', module: 'DeliveryMethodPage' },
  { path: 'payment/:entity', remote: 'checkout', module: 'PaymentPage' },
  { path: 'order-summary', remote: 'checkout', module: 'OrderSummaryPage' },
  { path: 'order-completion/:id', remote: 'checkout', module: 'OrderCompletionPage' },
  { path: 'order-history', remote: 'checkout', module: 'OrderHistoryPage' },
  { path: 'track-result', remote: 'checkout', module: 'TrackResultPage' },
  { path: 'track-result/new', remote: 'checkout', module: 'TrackResultPage' },
  { path: 'saved-payment-methods', remote: 'checkout', module: 'SavedPaymentMethodsPage' },
  { path: 'wallet', remote: 'checkout', module: 'WalletPage' },
  { path: 'deluxe-membership', remote: 'checkout', module: 'DeluxeMembershipPage', guard: 'login' },
  { path: 'recycle', remote: 'checkout', module: 'RecyclePage' },
];

/** Where the browser comes back from the external sign-in: the fragment holds the access token. */
export const OAUTH_RETURN_ROUTE: RemoteRoute = { path: 'access_token=*', remote: 'account', module: 'OAuthPage' };

/** Does this hash-router path hold the provider's access token (#access_token=…)? */
export function isOAuthReturn(pathname: string): boolean {
  return /^\/?access_token=/.test(pathname);
}

/** The page every unknown path falls back to. */
export const FALLBACK_ROUTE: RemoteRoute = { path: '*', remote: 'catalog', module: 'SearchPage' };
