import { SHOPPING_REVIEWS } from './reviews-shopping';
import { IDENTITY_USERS } from './users-identity';
import { identityReviews } from './identity-content';
import { clientUsers } from './users-client';
import { accountUsers, SUPPORT } from './users-accounts';
import { accountReviews } from './accounts-content';
import type { UserSeed } from './user-seed';
import { disclosureReviews, disclosureUsers } from './disclosure-content';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import { initialAdminPassword } from '../../auth/admin-password';

export type { UserSeed } from './user-seed';

/** Seeded people of the shop. Staff and admin passwords are listed in TRAINERS.md, not the README. */

export const DEMO_CUSTOMER = { email: 'demo@pulp.shop', password: 'squeeze123' };

/**
 * The seeded accounts; a few of the challenges' accounts are seeded differently in hardened mode
 * (the administrator's strong password is kept in the data directory, auth/admin-password.ts).
 */
export const seedUsers = (dataDir: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): UserSeed[] => [
  // vuln: weakPasswordChallenge — the administrator's password is on every list of common passwords.
  { email: 'admin@pulp.shop', password: isHardened(config, 'weakPasswordChallenge') ? initialAdminPassword(dataDir) : 'admin123', role: 'admin', username: 'admin', securityQuestionId: 2, securityAnswer: 'Tangerine', walletBalance: 100 },
  { email: 'ledger@pulp.shop', password: 'Bal4nce-Sheet!', role: 'accounting', username: 'ledger', securityQuestionId: 5, securityAnswer: 'Spreadsheet Street', walletBalance: 0 },
  {
    email: 'mira@pulp.shop',
    password: 'GoldenMango#88',
    role: 'deluxe',
    username: 'mira',
    securityQuestionId: 8,
    securityAnswer: 'Kumquat',
    walletBalance: 250,
    addresses: [{ fullName: 'Mira Sol', mobileNum: 4915123456, zipCode: '10115', streetAddress: 'Orangerie 3', city: 'Berlin', country: 'Germany' }],
    cards: [{ fullName: 'Mira Sol', cardNum: '4716190207394368', expMonth: 7, expYear: 2091 }],
  },
  {
    email: DEMO_CUSTOMER.email,
    password: DEMO_CUSTOMER.password,
    role: 'customer',
    username: 'demo',
    securityQuestionId: 1,
    securityAnswer: 'Pepper',
    walletBalance: 50,
    addresses: [{ fullName: 'Dana Demo', mobileNum: 6045550142, zipCode: 'V5K0A1', streetAddress: '221 Orchard Lane', city: 'Vancouver', state: 'BC', country: 'Canada' }],
    cards: [{ fullName: 'Dana Demo', cardNum: '5105105105105100', expMonth: 12, expYear: 2088 }],
  },
  { email: 'jonas@pulp.shop', password: 'pa55word', role: 'customer', username: 'jonas', securityQuestionId: 3, securityAnswer: 'Lima', walletBalance: 10 },
  { email: 'ines@pulp.shop', password: 'Citrus!Queen2024', role: 'customer', username: 'ines', securityQuestionId: 4, securityAnswer: 'Rosa Verde', walletBalance: 0 },
  { email: SUPPORT.email, password: SUPPORT.password, role: 'admin', username: 'support', securityQuestionId: 6, securityAnswer: 'Freshly', walletBalance: 0 },
  ...clientUsers(dataDir, config),
  ...IDENTITY_USERS,
  ...disclosureUsers(config),
  ...accountUsers(config),
];

export const SECURITY_QUESTIONS: string[] = [
  "Your first pet's name?",
  'Your favourite citrus fruit?',
  'The city where you had your first job?',
  "Your grandmother's maiden name?",
  'The street you grew up on?',
  'The name of your first school?',
  'Your favourite band when you were fifteen?',
  'The fruit you liked least as a child?',
  'Your childhood best friend\'s nickname?',
  'The brand of your first bicycle?',
  'Your favourite juice before you knew Pulp?',
  'The model of your first phone?',
  'The title of the first book you loved?',
  'Where you spent your best holiday?',
];

export const DELIVERY_METHODS = [
  { name: 'Express Courier', price: 4.99, deluxePrice: 2.99, eta: 1, icon: 'rocket' },
  { name: 'Standard Parcel', price: 1.99, deluxePrice: 0, eta: 3, icon: 'truck' },
  { name: 'Eco Cargo Bike', price: 0.99, deluxePrice: 0, eta: 5, icon: 'bike' },
];

/**
 * A few reviews so the product dialog is not empty: [product slug, author email, message]. Some
 * of the challenges' reviews read differently in hardened mode.
 */
export const seedReviews = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): [string, string, string][] => [
  ['blood-orange-press', 'mira@pulp.shop', 'Tastes like a Sicilian morning. Worth every cent.'],
  ['blood-orange-press', 'jonas@pulp.shop', 'A bit bitter for me, but my kids love it.'],
  ['alpine-apple', 'demo@pulp.shop', 'Cloudy, fresh, not too sweet. My go-to breakfast juice.'],
  ['green-machine', 'ines@pulp.shop', 'I expected lawn clippings. I got something delicious.'],
  ['pomegranate-gold', 'admin@pulp.shop', 'Restocking soon, we promise!'],
  ['pulp-hoodie', 'jonas@pulp.shop', 'Warm, soft, and the pocket really holds two bottles.'],
  ['security-handbook', 'ines@pulp.shop', 'Read chapter three before trying the login page. Trust me.'],
  ['juice-cleanse', 'mira@pulp.shop', 'Day two was hard. Day three I felt like a sunbeam.'],
  ...SHOPPING_REVIEWS,
  ...identityReviews(config),
  ...disclosureReviews(config),
  ...accountReviews(config),
];
