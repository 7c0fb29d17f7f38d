import type { ChallengeDefinition } from '../definitions';

/**
 * Disclosure and components (ids 600–649): what the shop gives away about itself (its
 * dependencies, advisories, logs, bundles and API answers), and the promo video whose
 * subtitles the Arbitrary File Write flaw can replace.
 */
export const DISCLOSURE_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 600,
    key: 'supplyChainAttackChallenge',
    name: 'Supply Chain Attack',
    category: 'Vulnerable Components',
    difficulty: 5,
    tags: ['OSINT'],
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/NPM_Security_Cheat_Sheet.html',
  },
  {
    id: 601,
    key: 'typosquattingAngularChallenge',
    name: 'Frontend Typosquatting',
    category: 'Vulnerable Components',
    difficulty: 5,
    tags: ['OSINT'],
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Vulnerable_Dependency_Management_Cheat_Sheet.html',
  },
  {
    id: 602,
    key: 'dlpPastebinDataLeakChallenge',
    name: 'Leaked Unsafe Product',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: ['OSINT'],
    hintUrl: 'https://owasp.org/www-project-top-ten/2017/A3_2017-Sensitive_Data_Exposure',
  },
  {
    id: 603,
    key: 'csafChallenge',
    name: 'Security Advisory',
    category: 'Miscellaneous',
    difficulty: 3,
    hintUrl: 'https://docs.oasis-open.org/csaf/csaf/v2.0/csaf-v2.0.html',
  },
  {
    id: 604,
    key: 'videoXssChallenge',
    name: 'Video XSS',
    category: 'XSS',
    difficulty: 6,
    tags: ['Danger Zone'],
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html',
  },
  {
    id: 605,
    key: 'passwordHashLeakChallenge',
    name: 'Password Hash Leak',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    hintUrl: 'https://owasp.org/API-Security/editions/2023/en/0xa3-broken-object-property-level-authorization/',
  },
  {
    id: 606,
    key: 'exposedCredentialsChallenge',
    name: 'Exposed Credentials',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html',
  },
  {
    id: 607,
    key: 'leakedApiKeyChallenge',
    name: 'Leaked API Key',
    category: 'Sensitive Data Exposure',
    difficulty: 5,
    tags: ['Code Analysis'],
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html',
  },
];
