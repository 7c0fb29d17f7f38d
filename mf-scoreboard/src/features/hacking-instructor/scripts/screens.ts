/**
 * Elements of the shop's screens the tutorials point at and wait for, by ids and classes of
 * the DOM contract (/work/shared/dom-contract.md) and the pages' own: never by a visible text,
 * which changes with the language.
 */
export const SCREENS = {
  sideNavButton: '#sidenavButton',
  accountMenuButton: '#navbarAccount',
  privacyAndSecurityMenu: '#navbarPrivacyAndSecurity',
  basketButton: 'header button:has(.basket-count)',
  search: '#searchQuery',
  searchHeading: '#searchValue',
  /** Markup of the trainee's own inside the search heading. */
  markupInSearchHeading: '#searchValue *',
  productCard: (id: number) => `.product-card[data-product-id="${id}"]`,
  productDialog: '.product-dialog',
  productReviews: '.product-dialog .reviews',
  /** A review shows once the product dialog's reviews are expanded. */
  expandedReview: '.product-dialog [data-scope="collapsible"][data-state="open"] .review',
  loginEmail: '#email',
  loginButton: '#loginButton',
  /** The login page's refusal ("Invalid email or password."). */
  loginError: '[role="alert"].error',
  termsOfUseLink: '.terms-of-use',
  feedbackForm: '#feedback-form',
  feedbackAuthor: '#feedback-form input:disabled',
  feedbackAuthorId: '#userId',
  feedbackRating: '#rating',
  feedbackSend: '#submitButton',
  confirmation: '.snackbar.confirmation',
  privacyPolicy: '.privacy-policy',
  administration: '.administration',
  /** The delete button of a five-star row in the administration's feedback table. */
  deleteFiveStarFeedback: '#admin-feedback .feedback-row:has(.rating[data-rating="5"]) .delete-feedback',
  basketTotal: '#price',
} as const;

/** Products the tutorials send trainees to (ids of the seeded catalogue). */
export const PRODUCTS = {
  /** Blood Orange Press: Jonas reviewed it. */
  bloodOrangePress: 1,
  /** Pomegranate Gold, nearly sold out: the staff answered under it. */
  pomegranateGold: 7,
} as const;
