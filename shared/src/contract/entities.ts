import * as v from 'valibot';

/**
 * The shapes of everything the shop's API exchanges (docs/behaviour.md, "Entities"). Types
 * are inferred from these schemas (`@pulp/shared` re-exports them); nothing is written twice.
 */

const optionalText = v.optional(v.string());
const nullableNumber = v.optional(v.nullable(v.number()));
const nullableText = v.optional(v.nullable(v.string()));

export const Role = v.picklist(['customer', 'deluxe', 'accounting', 'admin']);

export const User = v.object({
  id: v.number(),
  email: v.string(),
  role: Role,
  token: nullableText,
  lastLoginIp: optionalText,
  profileImage: optionalText,
  totpSecret: optionalText,
  isActive: v.optional(v.boolean()),
  createdAt: v.string(),
  updatedAt: v.string(),
  deletedAt: nullableText,
});

export const SecurityQuestion = v.object({ id: v.number(), question: v.string() });

export const NewUser = v.object({
  email: v.string(),
  password: v.string(),
  passwordRepeat: v.string(),
  securityQuestion: v.nullable(SecurityQuestion),
  securityAnswer: v.string(),
});

export const SecurityAnswer = v.object({ id: v.optional(v.number()), UserId: v.number(), answer: v.string(), SecurityQuestionId: v.number() });

export const Product = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
  deluxePrice: v.number(),
  image: v.string(),
  /** Joined on the client from the quantity list. */
  quantity: v.optional(v.number()),
  createdAt: optionalText,
  updatedAt: optionalText,
});

export const QuantityRecord = v.object({ id: v.number(), ProductId: v.number(), quantity: v.number(), limitPerUser: nullableNumber });

export const BasketItem = v.object({ id: v.number(), ProductId: v.number(), BasketId: v.number(), quantity: v.number() });

export const BasketProduct = v.object({ ...Product.entries, BasketItem });

export const Basket = v.object({ id: v.number(), UserId: v.number(), coupon: nullableText, Products: v.array(BasketProduct) });

export const Review = v.object({
  _id: v.string(),
  product: v.optional(v.number()),
  message: v.string(),
  author: v.string(),
  likesCount: v.number(),
  likedBy: v.optional(v.array(v.string())),
  liked: v.optional(v.boolean()),
});

/** A stored feedback as the server answers it: always with its id. */
export const Feedback = v.object({
  id: v.number(),
  UserId: nullableNumber,
  comment: v.string(),
  rating: v.number(),
  captchaId: v.optional(v.number()),
  captcha: optionalText,
  createdAt: optionalText,
});

export const Captcha = v.object({ captchaId: v.number(), captcha: v.string(), answer: optionalText });

export const ImageCaptcha = v.object({ image: v.string() });

/** A filed complaint as the server answers it: always stored, so always with its id and its author. */
export const Complaint = v.object({ id: v.number(), UserId: v.number(), message: v.string(), file: nullableText });

export const Recycle = v.object({
  id: v.optional(v.number()),
  UserId: v.optional(v.number()),
  AddressId: v.number(),
  quantity: v.number(),
  isPickUp: v.optional(v.boolean()),
  isPickup: v.optional(v.boolean()),
  date: nullableText,
  pickupDate: nullableText,
});

export const Address = v.object({
  id: v.number(),
  UserId: v.optional(v.number()),
  country: v.string(),
  fullName: v.string(),
  mobileNum: v.number(),
  zipCode: v.string(),
  streetAddress: v.string(),
  city: v.string(),
  state: nullableText,
});

export const Card = v.object({
  id: v.number(),
  UserId: v.optional(v.number()),
  fullName: v.string(),
  /** Shown as 12 stars plus the last four digits. */
  cardNum: v.union([v.string(), v.number()]),
  expMonth: v.number(),
  expYear: v.number(),
});

export const DeliveryMethod = v.object({
  id: v.number(),
  name: v.string(),
  price: v.number(),
  deluxePrice: v.optional(v.number()),
  eta: v.number(),
  icon: v.string(),
});

export const OrderProduct = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  price: v.number(),
  quantity: v.number(),
  total: v.number(),
  bonus: v.optional(v.number()),
});

export const Order = v.object({
  _id: optionalText,
  id: optionalText,
  orderId: v.string(),
  email: optionalText,
  totalPrice: v.number(),
  bonus: v.number(),
  delivered: v.boolean(),
  eta: v.optional(v.union([v.string(), v.number()])),
  products: v.array(OrderProduct),
  promotionalAmount: v.optional(v.union([v.number(), v.string()])),
  deliveryPrice: v.optional(v.number()),
  addressId: v.optional(v.number()),
  paymentId: v.optional(v.union([v.number(), v.string()])),
  createdAt: optionalText,
});

/** What the staff order list shows of an order. */
export const StaffOrder = v.object({
  _id: v.string(),
  orderId: v.string(),
  email: v.nullable(v.string()),
  totalPrice: v.number(),
  delivered: v.boolean(),
  eta: v.nullable(v.union([v.string(), v.number()])),
  createdAt: v.nullable(v.string()),
});

export const DeliveryState = v.picklist(['New', 'Packing', 'Transit', 'Delivered']);

export const Memory = v.object({
  id: v.optional(v.number()),
  UserId: nullableNumber,
  imagePath: v.string(),
  caption: v.string(),
  createdAt: optionalText,
  /** The author as the photo wall shows them (never their email). */
  User: v.optional(v.object({ username: optionalText })),
});

export const DataExportRequest = v.object({ format: v.picklist(['1', '2', '3']), answer: optionalText });

export const DataExportResponse = v.object({ confirmation: v.string(), userData: v.string() });

export const DeluxeStatus = v.object({ membershipCost: v.number() });

export const Challenge = v.object({
  id: v.number(),
  name: v.string(),
  key: v.string(),
  category: v.string(),
  difficulty: v.number(),
  description: v.string(),
  /** The challenge's tags joined by commas ("Tutorial,Good for Demos"), null when it has none. */
  tags: nullableText,
  /** The first of the challenge's hints (all of them, one by one: GET /api/Hints). */
  hint: nullableText,
  hintUrl: nullableText,
  mitigation: nullableText,
  solved: v.boolean(),
  disabledEnv: nullableText,
  hasTutorial: v.boolean(),
  tutorialOrder: nullableNumber,
  hasCodingChallenge: v.optional(v.boolean()),
  /** "Find it, fix it": 0 untouched, 1 vulnerable lines found, 2 right fix chosen. */
  codingChallengeStatus: v.optional(v.picklist([0, 1, 2])),
});

/**
 * One hint of a challenge (GET /api/Hints, the best-known shop's shape): `order` counts from 1 in
 * the order the score board reveals them, `unlocked` says whether it has been revealed in this
 * shop. Ids are stable: the challenge's id times ten plus the order.
 */
export const Hint = v.object({ id: v.number(), ChallengeId: v.number(), text: v.string(), order: v.number(), unlocked: v.boolean() });

/**
 * One challenge as the progress list shows it (GET /api/challenges, lower case): the fields
 * MultiJuicer's progress watchdog reads, with `updatedAt` the time it was solved (null while it
 * is not).
 */
export const ChallengeProgressEntry = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  category: v.string(),
  difficulty: v.number(),
  description: v.string(),
  solved: v.boolean(),
  updatedAt: v.nullable(v.string()),
});

/** The realtime 'challenge solved' payload. */
export const ChallengeSolvedEvent = v.object({ key: v.string(), challenge: v.string(), flag: v.string(), hidden: v.boolean(), isRestore: v.boolean() });

export const CountryMapping = v.record(v.string(), v.object({ name: v.string(), code: v.string() }));

export const TwoFactorStatus = v.object({ setup: v.boolean(), email: optionalText, secret: optionalText, setupToken: optionalText });

export const LanguageEntry = v.object({
  key: v.string(),
  shortKey: v.string(),
  lang: v.string(),
  icons: v.array(v.string()),
  gauge: v.string(),
  percentage: v.number(),
});

export const AuthenticationResponse = v.object({ token: v.string(), bid: v.number(), umail: optionalText });

export const TwoFactorRequiredResponse = v.object({ status: v.literal('totp_token_required'), data: v.object({ tmpToken: v.string() }) });

export const TokenPayload = v.object({
  status: optionalText,
  data: v.object({
    id: v.number(),
    email: v.string(),
    role: Role,
    lastLoginIp: optionalText,
    deluxeToken: optionalText,
    profileImage: optionalText,
  }),
  iat: v.optional(v.number()),
  exp: v.optional(v.number()),
});

export const SocialConfig = v.object({
  twitterUrl: nullableText,
  facebookUrl: nullableText,
  slackUrl: nullableText,
  redditUrl: nullableText,
  pressKitUrl: nullableText,
  questionnaireUrl: nullableText,
});

export const ApplicationConfiguration = v.object({
  server: v.optional(v.object({ baseUrl: optionalText })),
  application: v.object({
    name: v.string(),
    logo: v.string(),
    favicon: optionalText,
    theme: v.string(),
    showVersionNumber: v.optional(v.boolean()),
    showGitHubLinks: v.boolean(),
    gitHubRepoUrl: optionalText,
    altcoinName: v.string(),
    privacyContactEmail: nullableText,
    social: SocialConfig,
    recyclePage: v.object({ topProductImage: v.string(), bottomProductImage: v.string() }),
    welcomeBanner: v.object({ showOnFirstStart: v.boolean(), title: v.string(), message: v.string() }),
    cookieConsent: v.optional(v.object({ message: v.string(), dismissText: v.string(), linkText: v.string(), linkUrl: v.string() })),
    googleOauth: v.object({
      clientId: v.string(),
      authorizedRedirects: v.array(v.object({ uri: v.string(), proxy: optionalText })),
      authorizeUrl: optionalText,
      userInfoUrl: optionalText,
    }),
  }),
  challenges: v.object({
    showSolvedNotifications: v.boolean(),
    showHints: v.boolean(),
    showMitigations: v.optional(v.boolean()),
    restrictToTutorialsFirst: v.boolean(),
    safetyMode: optionalText,
    /** Challenges whose code spots run their fix (hardened mode): "all" or their keys. */
    hardened: v.optional(v.union([v.literal('all'), v.array(v.string())])),
  }),
  ctf: v.object({ showFlagsInNotifications: v.boolean(), showCountryDetailsInNotifications: v.picklist(['none', 'flag', 'name', 'both']) }),
  hackingInstructor: v.object({ isEnabled: v.boolean(), avatarImage: optionalText }),
  /** Under MultiJuicer: the same-origin path of its system-wide notifications, or null (not polled). */
  multiJuicer: v.optional(v.object({ notifications: nullableText })),
});
