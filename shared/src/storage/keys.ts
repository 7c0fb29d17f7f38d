/** Keys of everything the client keeps in the browser (docs/behaviour.md, "Client-stored data"). */
export const LOCAL_KEYS = {
  token: 'token',
  email: 'email',
  displayedDifficulties: 'displayedDifficulties',
  showSolvedChallenges: 'showSolvedChallenges',
  showDisabledChallenges: 'showDisabledChallenges',
  showOnlyTutorialChallenges: 'showOnlyTutorialChallenges',
  displayedChallengeCategories: 'displayedChallengeCategories',
  displayedChallengeTags: 'displayedChallengeTags',
  paymentPanelExpanded: 'paymentPanelExpanded',
  couponPanelExpanded: 'couponPanelExpanded',
  lastSuccessfulExport: 'lastSuccessfulExport',
} as const;

export const SESSION_KEYS = {
  bid: 'bid',
  itemTotal: 'itemTotal',
  walletTotal: 'walletTotal',
  couponDiscount: 'couponDiscount',
  couponDetails: 'couponDetails',
  deliveryMethodId: 'deliveryMethodId',
  addressId: 'addressId',
  paymentId: 'paymentId',
  /** The hacking instructor's running tutorial and step, so that it carries on after a reload. */
  runningTutorial: 'runningTutorial',
} as const;

export const COOKIE_KEYS = {
  token: 'token',
  language: 'language',
  continueCode: 'continueCode',
  welcomeBanner: 'welcomebanner_status',
  cookieConsent: 'cookieconsent_status',
} as const;

/** Cookie lifetimes in days (js-cookie counts in days). */
export const COOKIE_DAYS = {
  token: 8 / 24,
  language: 365,
  continueCode: 365,
  welcomeBanner: 365,
  cookieConsent: 365,
} as const;

/** The displayed-filter keys the score board persists; cleared together by "reset hacking progress". */
export const SCORE_BOARD_FILTER_KEYS = [
  LOCAL_KEYS.displayedDifficulties,
  LOCAL_KEYS.showSolvedChallenges,
  LOCAL_KEYS.showDisabledChallenges,
  LOCAL_KEYS.showOnlyTutorialChallenges,
  LOCAL_KEYS.displayedChallengeCategories,
  LOCAL_KEYS.displayedChallengeTags,
] as const;
