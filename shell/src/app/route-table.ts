import type { RemoteName } from '../features/remote/manifest';

export type Guard = 'none' | 'login' | 'admin' | 'accounting';

export interface RemoteRoute {
  /** Route path inside the hash router (spec section 2). */
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
  { path: 'login', remote: 'account', module: 'LoginPage' },
  // Shopping and checkout (mf-checkout). Spec section 6 guards the address routes and the
  // deluxe page; the other pages ask visitors to log in themselves.
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

/** The page every unknown path falls back to. */
export const FALLBACK_ROUTE: RemoteRoute = { path: '*', remote: 'catalog', module: 'SearchPage' };
