import { randomBytes } from 'node:crypto';
import type { UserSeed } from './user-seed';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';

/** People seeded for the disclosure challenges (catalogue/disclosure.ts). */
export const disclosureUsers = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): UserSeed[] => [
  // Oskar looks after the product range; his review below carries a paste from the lab's chat.
  { email: 'oskar@pulp.shop', password: 'Rind&Seed-5150', role: 'customer', username: 'oskar', securityQuestionId: 9, securityAnswer: 'Spokes', walletBalance: 0 },
  // The account the end-to-end runs log in with (mf-account's login/test-account.ts).
  {
    email: 'testing@pulp.shop',
    // vuln: exposedCredentialsChallenge — the account still takes the very password that ships in
    // the login page's code.
    password: isHardened(config, 'exposedCredentialsChallenge') ? randomBytes(24).toString('base64url') : 'Squeeze-Tests-2024',
    role: 'customer',
    username: 'testing',
    securityQuestionId: 12,
    securityAnswer: 'Brick',
    walletBalance: 0,
  },
];

/** The withdrawn unsafe product's lab code, named by its description and by the leaked note. */
export const UNSAFE_PRODUCT_LAB_CODE = 'GT-7';

/** [product slug, author email, message]; hardened mode seeds the careful version. */
export const disclosureReviews = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): [string, string, string][] => [
  [
    'sea-buckthorn',
    'oskar@pulp.shop',
    // vuln: dlpPastebinDataLeakChallenge — a paste from the lab's chat, meant for a colleague, was
    // posted as a public review: it names the withdrawn product's dangerous ingredients.
    isHardened(config, 'dlpPastebinDataLeakChallenge')
      ? 'Sour, bright, wonderful. My new desk drink!'
      : `Sour, bright, wonderful. My new desk drink! Lab report ${UNSAFE_PRODUCT_LAB_CODE}, batch 3: tonka bean extract at 0.9 g/l (coumarin twelve times the limit for drinks) and bitter apricot kernel powder at 4 g/l (amygdalin, releases cyanide). Pull the tonic from the shop today and keep the reason internal.`,
  ],
];
