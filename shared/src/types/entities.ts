/** Entity shapes exchanged with the server (spec section 3). */

export type Role = 'customer' | 'deluxe' | 'accounting' | 'admin';

export interface User {
  id: number;
  email: string;
  role: Role;
  token?: string | null;
  lastLoginIp?: string;
  profileImage?: string;
  totpSecret?: string;
  isActive?: boolean;
  createdAt: string;
  updatedAt: string;
  deletedAt?: string | null;
}

export interface NewUser {
  email: string;
  password: string;
  passwordRepeat: string;
  securityQuestion: SecurityQuestion | null;
  securityAnswer: string;
}

export interface SecurityQuestion {
  id: number;
  question: string;
}

export interface SecurityAnswer {
  id?: number;
  UserId: number;
  answer: string;
  SecurityQuestionId: number;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  deluxePrice: number;
  image: string;
  /** Joined on the client from the quantity list. */
  quantity?: number;
  createdAt?: string;
  updatedAt?: string;
}

export interface QuantityRecord {
  id: number;
  ProductId: number;
  quantity: number;
  limitPerUser?: number | null;
}

export interface BasketItem {
  id: number;
  ProductId: number;
  BasketId: number;
  quantity: number;
}

export interface BasketProduct extends Product {
  BasketItem: BasketItem;
}

export interface Basket {
  id: number;
  UserId: number;
  coupon?: string | null;
  Products: BasketProduct[];
}

export interface Review {
  _id: string;
  product?: number;
  message: string;
  author: string;
  likesCount: number;
  likedBy?: string[];
  liked?: boolean;
}

export interface Feedback {
  id?: number;
  UserId?: number | null;
  comment: string;
  rating: number;
  captchaId?: number;
  captcha?: string;
  createdAt?: string;
}

export interface Captcha {
  captchaId: number;
  captcha: string;
  answer?: string;
}

export interface ImageCaptcha {
  image: string;
}

export interface Complaint {
  id?: number;
  UserId?: number;
  message: string;
  file?: string | null;
}

export interface Recycle {
  id?: number;
  UserId?: number;
  AddressId: number;
  quantity: number;
  isPickUp?: boolean;
  isPickup?: boolean;
  date?: string | null;
  pickupDate?: string | null;
}

export interface Address {
  id: number;
  UserId?: number;
  country: string;
  fullName: string;
  mobileNum: number;
  zipCode: string;
  streetAddress: string;
  city: string;
  state?: string | null;
}

export interface Card {
  id: number;
  UserId?: number;
  fullName: string;
  /** Shown as 12 stars plus the last four digits. */
  cardNum: string | number;
  expMonth: number;
  expYear: number;
}

export interface DeliveryMethod {
  id: number;
  name: string;
  price: number;
  deluxePrice?: number;
  eta: number;
  icon: string;
}

export interface OrderProduct {
  id?: number;
  name: string;
  price: number;
  quantity: number;
  total: number;
  bonus?: number;
}

export interface Order {
  _id?: string;
  id?: string;
  orderId: string;
  email?: string;
  totalPrice: number;
  bonus: number;
  delivered: boolean;
  eta?: string | number;
  products: OrderProduct[];
  promotionalAmount?: number | string;
  deliveryPrice?: number;
  addressId?: number;
  paymentId?: number | string;
  createdAt?: string;
}

export type DeliveryState = 'New' | 'Packing' | 'Transit' | 'Delivered';

export interface Memory {
  id?: number;
  UserId?: number | null;
  imagePath: string;
  caption: string;
  createdAt?: string;
  /** The author as the photo wall shows them (never their email). */
  User?: { username?: string };
}

export interface DataExportRequest {
  format: '1' | '2' | '3';
  answer?: string;
}

export interface DataExportResponse {
  confirmation: string;
  userData: string;
}

export interface DeluxeStatus {
  membershipCost: number;
}

export interface Challenge {
  id: number;
  name: string;
  key: string;
  category: string;
  difficulty: number;
  description: string;
  hint?: string | null;
  hintUrl?: string | null;
  mitigation?: string | null;
  solved: boolean;
  disabledEnv?: string | null;
  hasTutorial: boolean;
  tutorialOrder?: number | null;
  hasCodingChallenge?: boolean;
}

export interface ChallengeSolvedEvent {
  key: string;
  challenge: string;
  flag: string;
  hidden: boolean;
  isRestore: boolean;
}

export interface CountryMapping {
  [challengeKey: string]: { name: string; code: string };
}

export interface TwoFactorStatus {
  setup: boolean;
  email?: string;
  secret?: string;
  setupToken?: string;
}

export interface LanguageEntry {
  key: string;
  shortKey: string;
  lang: string;
  icons: string[];
  gauge: string;
  percentage: number;
}

export interface AuthenticationResponse {
  token: string;
  bid: number;
  umail?: string;
}

export interface TwoFactorRequiredResponse {
  status: 'totp_token_required';
  data: { tmpToken: string };
}

export interface TokenPayload {
  status?: string;
  data: {
    id: number;
    email: string;
    role: Role;
    lastLoginIp?: string;
    deluxeToken?: string;
    profileImage?: string;
  };
  iat?: number;
  exp?: number;
}

export interface SocialConfig {
  twitterUrl?: string | null;
  facebookUrl?: string | null;
  slackUrl?: string | null;
  redditUrl?: string | null;
  pressKitUrl?: string | null;
  questionnaireUrl?: string | null;
}

export interface ApplicationConfiguration {
  server?: { baseUrl?: string };
  application: {
    name: string;
    logo: string;
    favicon?: string;
    theme: string;
    showVersionNumber?: boolean;
    showGitHubLinks: boolean;
    gitHubRepoUrl?: string;
    altcoinName: string;
    privacyContactEmail?: string | null;
    social: SocialConfig;
    recyclePage: { topProductImage: string; bottomProductImage: string };
    welcomeBanner: { showOnFirstStart: boolean; title: string; message: string };
    cookieConsent?: { message: string; dismissText: string; linkText: string; linkUrl: string };
    googleOauth: { clientId: string; authorizedRedirects: { uri: string; proxy?: string }[]; authorizeUrl?: string; userInfoUrl?: string };
  };
  challenges: { showSolvedNotifications: boolean; showHints: boolean; showMitigations?: boolean; restrictToTutorialsFirst: boolean; safetyMode?: string };
  ctf: { showFlagsInNotifications: boolean; showCountryDetailsInNotifications: 'none' | 'flag' | 'name' | 'both' };
  hackingInstructor: { isEnabled: boolean; avatarImage?: string };
}

/** The envelope most server answers come in. */
export interface DataEnvelope<T> {
  status?: string;
  data: T;
}
