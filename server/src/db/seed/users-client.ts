import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import { sealTotpSecret } from '../../auth/totp-secrets';
import type { UserSeed } from './user-seed';

/** The customer with two-factor authentication whose account the search injection gives away. */
export const TWO_FACTOR_USER = { email: 'fenna@pulp.shop', password: 'pineapple' };

/** Seeded people for the challenges of the client group. */
export const clientUsers = (dataDir: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): UserSeed[] => [
  {
    ...TWO_FACTOR_USER,
    role: 'customer',
    username: 'fenna',
    securityQuestionId: 14,
    securityAnswer: 'Lofoten',
    // vuln: twoFactorAuthUnsafeSecretStorageChallenge — the TOTP secret is stored as it is, in
    // a column any read of the Users table reveals (the shop keeps every user's secret this way).
    totpSecret: isHardened(config, 'twoFactorAuthUnsafeSecretStorageChallenge') ? sealTotpSecret(dataDir, 'A3YAWXYJZRPLCY7ZWNFVJQKT5BJINT3F') : 'A3YAWXYJZRPLCY7ZWNFVJQKT5BJINT3F',
    walletBalance: 20,
  },
];
