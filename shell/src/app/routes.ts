// The route table's data alone, without the router: main.js reads it before the shared
// modules (the router among them) have loaded, to preload the remote of the opened route.
import type { ContractRemote, ExposedModule } from '@pulp/shared/contract';
// The switch alone, not the shared singleton: main.js reads this table before that has loaded.
import { isHardened } from '@pulp/shared/hardened';
import type { Guard } from '../features/guards/guard';
import { tokenSalePath } from './hidden-route';

/**
 * A remote and one module it exposes, as the contract lists them (shared/src/contract/remote-modules.ts):
 * a route naming a module its remote does not expose fails the type check.
 */
type ExposedBy = { [R in ContractRemote]: { remote: R; /** The exposed module of the remote (without the leading "./"). */ module: ExposedModule<R> } }[ContractRemote];

export type RemoteRoute = ExposedBy & {
  /** Route path inside the hash router (docs/behaviour.md, "Screens"). */
  path: string;
  guard?: Guard;
  /** Translation key of the page's name in the browser tab (the search pages work theirs out). */
  title?: string;
  /**
   * A page whose main content is a form to type into: the first-visit welcome banner, a modal
   * that takes the focus, does not open over it but on the next page.
   */
  form?: boolean;
};

/**
 * Which remote owns which route, as the shop's configuration has it (hardened mode guards the
 * contract editor). A route whose page does not exist yet is simply not listed: it falls back
 * to search like any unknown path.
 */
export const routeTable = (config: Parameters<typeof isHardened>[0]): RemoteRoute[] => [
  { path: 'search', remote: 'catalog', module: 'SearchPage' },
  { path: 'hacking-instructor', remote: 'catalog', module: 'SearchPage' },
  { path: 'about', remote: 'catalog', module: 'AboutPage', title: 'PAGE_TITLE_ABOUT' },
  { path: 'photo-wall', remote: 'catalog', module: 'PhotoWallPage', title: 'PAGE_TITLE_PHOTO_WALL' },
  { path: 'promotion', remote: 'catalog', module: 'PromotionPage', title: 'PAGE_TITLE_PROMOTION' },
  { path: tokenSalePath(), remote: 'catalog', module: 'TokenSalePage' },
  { path: 'login', remote: 'account', module: 'LoginPage', title: 'PAGE_TITLE_LOGIN', form: true },
  { path: 'accounting', remote: 'staff', module: 'AccountingPage', guard: 'accounting', title: 'PAGE_TITLE_ACCOUNTING' },
  { path: 'administration', remote: 'staff', module: 'AdministrationPage', guard: 'admin', title: 'PAGE_TITLE_ADMINISTRATION' },
  { path: 'score-board', remote: 'scoreboard', module: 'ScoreBoardPage', title: 'PAGE_TITLE_SCORE_BOARD' },
  { path: 'register', remote: 'account', module: 'RegisterPage', title: 'PAGE_TITLE_REGISTER', form: true },
  { path: 'forgot-password', remote: 'account', module: 'ForgotPasswordPage', title: 'PAGE_TITLE_FORGOT_PASSWORD', form: true },
  { path: '2fa/enter', remote: 'account', module: 'TwoFactorEnterPage', title: 'PAGE_TITLE_TWO_FACTOR', form: true },
  { path: 'contact', remote: 'account', module: 'ContactPage', title: 'PAGE_TITLE_CONTACT', form: true },
  { path: 'complain', remote: 'account', module: 'ComplaintPage', guard: 'login', title: 'PAGE_TITLE_COMPLAIN', form: true },
  { path: 'privacy-security', remote: 'account', module: 'PrivacySecurityPage', title: 'PAGE_TITLE_PRIVACY_SECURITY' },
  { path: 'privacy-security/privacy-policy', remote: 'account', module: 'PrivacyPolicyPage', title: 'PAGE_TITLE_PRIVACY_POLICY' },
  { path: 'privacy-security/change-password', remote: 'account', module: 'ChangePasswordPage', guard: 'login', title: 'PAGE_TITLE_CHANGE_PASSWORD', form: true },
  { path: 'privacy-security/two-factor-authentication', remote: 'account', module: 'TwoFactorSetupPage', guard: 'login', title: 'PAGE_TITLE_TWO_FACTOR', form: true },
  { path: 'privacy-security/data-export', remote: 'account', module: 'DataExportPage', guard: 'login', title: 'PAGE_TITLE_DATA_EXPORT', form: true },
  { path: 'privacy-security/erasure-request', remote: 'account', module: 'ErasureRequestPage', guard: 'login', title: 'PAGE_TITLE_ERASURE_REQUEST', form: true },
  { path: 'privacy-security/last-login-ip', remote: 'account', module: 'LastLoginIpPage', guard: 'login', title: 'PAGE_TITLE_LAST_LOGIN_IP' },
  // Shopping and checkout (mf-checkout). The login guard covers the address routes and the
  // deluxe page (docs/behaviour.md, "Roles"); the other pages ask visitors to log in themselves.
  { path: 'basket', remote: 'checkout', module: 'BasketPage', title: 'PAGE_TITLE_BASKET' },
  { path: 'address/select', remote: 'checkout', module: 'AddressSelectPage', guard: 'login', title: 'PAGE_TITLE_ADDRESS_SELECT' },
  { path: 'address/saved', remote: 'checkout', module: 'AddressSavedPage', guard: 'login', title: 'PAGE_TITLE_ADDRESS_SAVED' },
  { path: 'address/create', remote: 'checkout', module: 'AddressFormPage', guard: 'login', title: 'PAGE_TITLE_ADDRESS_CREATE', form: true },
  { path: 'address/edit/:addressId', remote: 'checkout', module: 'AddressFormPage', guard: 'login', title: 'PAGE_TITLE_ADDRESS_EDIT', form: true },
  { path: 'delivery-method', remote: 'checkout', module: 'DeliveryMethodPage', title: 'PAGE_TITLE_DELIVERY_METHOD' },
  { path: 'payment/:entity', remote: 'checkout', module: 'PaymentPage', title: 'PAGE_TITLE_PAYMENT', form: true },
  { path: 'order-summary', remote: 'checkout', module: 'OrderSummaryPage', title: 'PAGE_TITLE_ORDER_SUMMARY' },
  { path: 'order-completion/:id', remote: 'checkout', module: 'OrderCompletionPage', title: 'PAGE_TITLE_ORDER_COMPLETION' },
  { path: 'order-history', remote: 'checkout', module: 'OrderHistoryPage', title: 'PAGE_TITLE_ORDER_HISTORY' },
  { path: 'track-result', remote: 'checkout', module: 'TrackResultPage', title: 'PAGE_TITLE_TRACK_ORDER' },
  { path: 'track-result/new', remote: 'checkout', module: 'TrackResultPage', title: 'PAGE_TITLE_TRACK_ORDER' },
  { path: 'saved-payment-methods', remote: 'checkout', module: 'SavedPaymentMethodsPage', title: 'PAGE_TITLE_SAVED_PAYMENT_METHODS' },
  { path: 'wallet', remote: 'checkout', module: 'WalletPage', title: 'PAGE_TITLE_WALLET', form: true },
  { path: 'deluxe-membership', remote: 'checkout', module: 'DeluxeMembershipPage', guard: 'login', title: 'PAGE_TITLE_DELUXE_MEMBERSHIP', form: true },
  { path: 'recycle', remote: 'checkout', module: 'RecyclePage', title: 'PAGE_TITLE_RECYCLE', form: true },
  { path: 'token-wallet', remote: 'checkout', module: 'TokenWalletPage', guard: 'login', title: 'PAGE_TITLE_TOKEN_WALLET' },
  { path: 'nft-gallery', remote: 'checkout', module: 'NftGalleryPage', title: 'PAGE_TITLE_NFT_GALLERY' },
  // vuln: web3SandboxChallenge — the token wallet's contract editor, a developer tool, was left
  // in the production route table: no menu links to it, but main.js lists it for anyone to read.
  isHardened(config, 'web3SandboxChallenge')
    ? // A developer tool is for the shop's own people: the route stays, behind the administrator's guard.
      { path: 'web3-sandbox', remote: 'checkout', module: 'Web3SandboxPage', guard: 'admin', title: 'PAGE_TITLE_WEB3_SANDBOX' }
    : { path: 'web3-sandbox', remote: 'checkout', module: 'Web3SandboxPage', title: 'PAGE_TITLE_WEB3_SANDBOX' },
  // The support chat (mf-account), linked from the side nav and the contact page.
  { path: 'chatbot', remote: 'account', module: 'ChatbotPage', guard: 'login', title: 'PAGE_TITLE_CHATBOT', form: true },
];

/**
 * The table with nothing hardened, for what does not depend on the configuration: which remote
 * a path needs (main.js preloads it before the configuration is read) and which pages are forms.
 */
export const ROUTES: RemoteRoute[] = routeTable({ challenges: {} });

/** Where the browser comes back from the external sign-in: the fragment holds the access token. */
export const OAUTH_RETURN_ROUTE: RemoteRoute = { path: 'access_token=*', remote: 'account', module: 'OAuthPage' };

/** The page every unknown path falls back to. */
export const FALLBACK_ROUTE: RemoteRoute = { path: '*', remote: 'catalog', module: 'SearchPage' };
