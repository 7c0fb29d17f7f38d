/**
 * What each remote exposes, written once: the module names and the props each takes. Both sides
 * are held to it:
 * - the shell: its route table only names modules listed here (type check), and a jest test
 *   checks the routes against every remote's remote.json (shell/test/remote-contract.test.ts);
 * - each remote: its src/app/exposes.ts types every exposed component against these props (type
 *   check), and its jest test checks its webpack `exposes` against this list
 *   (shared/test/exposes-contract.ts).
 * So renaming an export breaks the type check and tests of the side that renamed it.
 */

/** A page of the router: it reads the route and the session itself, and takes no props. */
export type PageProps = Record<string, never>;
/** Mounted by the shell over every page (the hacking instructor): no props either. */
export type OverlayProps = Record<string, never>;

interface PropsOfKind {
  page: PageProps;
  overlay: OverlayProps;
}

export const REMOTE_MODULES = {
  catalog: { SearchPage: 'page', AboutPage: 'page', PhotoWallPage: 'page', TokenSalePage: 'page', PromotionPage: 'page' },
  checkout: {
    BasketPage: 'page',
    AddressSelectPage: 'page',
    AddressSavedPage: 'page',
    AddressFormPage: 'page',
    DeliveryMethodPage: 'page',
    PaymentPage: 'page',
    SavedPaymentMethodsPage: 'page',
    OrderSummaryPage: 'page',
    OrderCompletionPage: 'page',
    OrderHistoryPage: 'page',
    TrackResultPage: 'page',
    WalletPage: 'page',
    DeluxeMembershipPage: 'page',
    RecyclePage: 'page',
    TokenWalletPage: 'page',
    NftGalleryPage: 'page',
    Web3SandboxPage: 'page',
  },
  account: {
    LoginPage: 'page',
    OAuthPage: 'page',
    RegisterPage: 'page',
    ForgotPasswordPage: 'page',
    TwoFactorEnterPage: 'page',
    PrivacySecurityPage: 'page',
    PrivacyPolicyPage: 'page',
    ChangePasswordPage: 'page',
    TwoFactorSetupPage: 'page',
    DataExportPage: 'page',
    ErasureRequestPage: 'page',
    LastLoginIpPage: 'page',
    ContactPage: 'page',
    ComplaintPage: 'page',
    ChatbotPage: 'page',
  },
  staff: { AccountingPage: 'page', AdministrationPage: 'page' },
  scoreboard: { ScoreBoardPage: 'page', HackingInstructor: 'overlay' },
} as const satisfies Record<string, Record<string, keyof PropsOfKind>>;

export type RemoteModules = typeof REMOTE_MODULES;
export type ContractRemote = keyof RemoteModules;
/** The modules one remote exposes ("AccountingPage"). */
export type ExposedModule<R extends ContractRemote> = keyof RemoteModules[R] & string;
/** The props of one exposed module. */
export type ExposedProps<R extends ContractRemote, M extends ExposedModule<R>> = PropsOfKind[RemoteModules[R][M] & keyof PropsOfKind];

/** A component taking props P, written structurally so that this module needs no React types. */
type ComponentTaking<P> = (props: P) => unknown;

/**
 * `true` when a remote's exposed components (module name → component type) are exactly the
 * contract's modules and each takes the props the contract gives it; otherwise a sentence that
 * says what is wrong. Each remote's src/app/exposes.ts assigns `true` to it, so a mismatch
 * fails that remote's type check.
 */
export type ExposesMatch<R extends ContractRemote, Actual> = Actual extends { [M in ExposedModule<R>]: ComponentTaking<ExposedProps<R, M>> }
  ? { [M in ExposedModule<R>]: unknown } extends { [M in keyof Actual]: unknown }
    ? true
    : 'this remote exposes a module the contract does not list'
  : 'the contract lists a module this remote does not expose, or one takes other props';

/** The federation names of a remote's modules as its remote.json lists them ("./AccountingPage"), sorted. */
export function exposedNames(remote: ContractRemote): string[] {
  return Object.keys(REMOTE_MODULES[remote])
    .map((module) => `./${module}`)
    .sort();
}
