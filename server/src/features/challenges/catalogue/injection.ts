import type { ChallengeDefinition } from '../definitions';

/** Challenges of injection, cross-site scripting and the shop's content (ids 550–599). */
export const INJECTION_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 550,
    key: 'missingEncodingChallenge',
    name: 'Missing Encoding',
    category: 'Improper Input Validation',
    difficulty: 1,
    hintUrl: 'https://developer.mozilla.org/en-US/docs/Glossary/Percent-encoding',
  },
  {
    id: 551,
    key: 'retrieveBlueprintChallenge',
    name: 'Retrieve Blueprint',
    category: 'Sensitive Data Exposure',
    difficulty: 5,
    hintUrl: 'https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/02-Configuration_and_Deployment_Management_Testing/04-Review_Old_Backup_and_Unreferenced_Files_for_Sensitive_Information',
  },
  {
    id: 552,
    key: 'changeProductChallenge',
    name: 'Product Tampering',
    category: 'Broken Access Control',
    difficulty: 3,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/REST_Security_Cheat_Sheet.html',
  },
  {
    id: 553,
    key: 'persistedXssUserChallenge',
    name: 'Client-side XSS Protection',
    category: 'XSS',
    difficulty: 3,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html',
  },
  {
    id: 554,
    key: 'usernameXssChallenge',
    name: 'CSP Bypass',
    category: 'XSS',
    difficulty: 4,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Content_Security_Policy_Cheat_Sheet.html',
  },
  {
    id: 555,
    key: 'hiddenImageChallenge',
    name: 'Steganography',
    category: 'Security through Obscurity',
    difficulty: 4,
    hintUrl: 'https://en.wikipedia.org/wiki/Steganography',
  },
  {
    id: 556,
    key: 'premiumPaywallChallenge',
    name: 'Premium Paywall',
    category: 'Cryptographic Issues',
    difficulty: 6,
    hintUrl: 'https://cheatsheetseries.owasp.org/cheatsheets/Key_Management_Cheat_Sheet.html',
  },
];
