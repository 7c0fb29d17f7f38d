/** The numbers every form and the server agree on (docs/behaviour.md, "Validation"). */
export const LIMITS = {
  messageMax: 160,
  passwordMin: 5,
  passwordMax: 20,
  passwordAdviceMin: 8,
  zipMax: 8,
  streetMax: 160,
  /** Names, countries, cities and other short texts. */
  textMax: 100,
  mobileMin: 1111111,
  mobileMax: 9999999999,
  cardMin: 1e15,
  cardMax: 1e16,
  cardYearMin: 2080,
  cardYearMax: 2099,
  recycleMin: 10,
  recycleMax: 1000,
  recyclePickupAbove: 100,
  walletMin: 10,
  walletMax: 1000,
  couponLength: 10,
  captchaLength: 5,
  totpLength: 6,
  complaintFileMax: 100000,
  ratingMin: 1,
  ratingMax: 5,
  /** What accounting may set a price or a stock count to. */
  priceMax: 100000,
  stockMax: 100000,
  /** Items of one product in one basket line. */
  basketItemMax: 1000,
  /** The support chat: a question, and the name the customer gives. */
  chatQueryMax: 200,
  chatNameMax: 60,
  /** The token wallet: whole PLP tokens per transfer, a contract's name and its hook's steps, a recovery phrase. */
  tokensMax: 100000,
  contractNameMax: 40,
  hookStepsMax: 4,
  recoveryPhraseMax: 300,
} as const;

/** What the server takes for an email address where it checks one (one @, a dot after it). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A wallet or contract address of the token wallet: 0x and 40 hexadecimal digits (either case). */
export const WALLET_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
