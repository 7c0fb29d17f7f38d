import type { ChallengeDefinition } from '../definitions';

/**
 * Challenges of accounts and OSINT (ids 500–549): logins with passwords the shop gives away,
 * security answers found in its own content, password resets and changes that trust the client,
 * and the external sign-in. The reference shop's people are Pulp's own here (Henrik, Kemal,
 * MC Zest, Brix, Nils, Milan, Lina, Ruth, Noor, the CISO). Detections live in features/users
 * (logins) and features/passwords (resets and changes); the people and their content are
 * seeded in db/seed/users-accounts.ts and accounts-content.ts.
 */
const SECURITY_QUESTIONS_SHEET = 'https://cheatsheetseries.owasp.org/cheatsheets/Choosing_and_Using_Security_Questions_Cheat_Sheet.html';
const AUTHENTICATION_SHEET = 'https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html';

export const ACCOUNT_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 500,
    key: 'resetPasswordBjoernOwaspChallenge',
    name: "Henrik's Favourite Pet",
    category: 'Broken Authentication',
    difficulty: 3,
    hintUrl: SECURITY_QUESTIONS_SHEET,
  },
  {
    id: 501,
    key: 'resetPasswordBjoernChallenge',
    name: "Reset Henrik's Password",
    category: 'Broken Authentication',
    difficulty: 5,
    hintUrl: SECURITY_QUESTIONS_SHEET,
  },
  {
    id: 502,
    key: 'oauthUserPasswordChallenge',
    name: 'Login Henrik',
    category: 'Broken Authentication',
    difficulty: 4,
    hintUrl: AUTHENTICATION_SHEET,
  },
  {
    id: 503,
    key: 'loginCisoChallenge',
    name: 'Login CISO',
    category: 'Broken Authentication',
    difficulty: 5,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/OAuth2_Cheat_Sheet.html',
  },
  {
    id: 504,
    key: 'loginJimChallenge',
    name: 'Login Kemal',
    category: 'Injection',
    difficulty: 3,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html',
  },
  {
    id: 505,
    key: 'resetPasswordJimChallenge',
    name: "Reset Kemal's Password",
    category: 'Broken Authentication',
    difficulty: 3,
    hintUrl: SECURITY_QUESTIONS_SHEET,
  },
  {
    id: 506,
    key: 'loginRapperChallenge',
    name: 'Login MC Zest',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    hintUrl: AUTHENTICATION_SHEET,
  },
  {
    id: 507,
    key: 'loginSupportChallenge',
    name: 'Login Support Team',
    category: 'Security Misconfiguration',
    difficulty: 6,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html',
  },
  {
    id: 508,
    key: 'resetPasswordBenderChallenge',
    name: "Reset Brix's Password",
    category: 'Broken Authentication',
    difficulty: 4,
    hintUrl: SECURITY_QUESTIONS_SHEET,
  },
  {
    id: 509,
    key: 'changePasswordBenderChallenge',
    name: "Change Brix's Password",
    category: 'Broken Authentication',
    difficulty: 5,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Session_Management_Cheat_Sheet.html',
  },
  {
    id: 510,
    key: 'resetPasswordMortyChallenge',
    name: "Reset Nils's Password",
    category: 'Broken Anti Automation',
    difficulty: 5,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html',
  },
  {
    id: 511,
    key: 'resetPasswordUvoginChallenge',
    name: "Reset Milan's Password",
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    hintUrl: SECURITY_QUESTIONS_SHEET,
  },
  {
    id: 512,
    key: 'geoStalkingVisualChallenge',
    name: 'Visual Geo Stalking',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    hintUrl: SECURITY_QUESTIONS_SHEET,
  },
  {
    id: 513,
    key: 'dlpPasswordSprayingChallenge',
    name: 'Leaked Access Logs',
    category: 'Sensitive Data Exposure',
    difficulty: 5,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Credential_Stuffing_Prevention_Cheat_Sheet.html',
  },
  {
    id: 514,
    key: 'loginAmyChallenge',
    name: 'Login Noor',
    category: 'Sensitive Data Exposure',
    difficulty: 3,
    hintUrl: AUTHENTICATION_SHEET,
  },
];
