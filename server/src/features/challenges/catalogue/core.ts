import type { ChallengeDefinition } from '../definitions';

/** The training layer's own challenges (ids 1–99). */
export const CORE_CHALLENGES: ChallengeDefinition[] = [
  {
    id: 1,
    key: 'scoreBoardChallenge',
    name: 'Score Board',
    category: 'Miscellaneous',
    difficulty: 1,
    tags: ['Tutorial', 'Code Analysis'],
    tutorialOrder: 1,
    hintUrl: 'https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/01-Information_Gathering/06-Identify_Application_Entry_Points',
  },
  {
    id: 2,
    key: 'closeNotificationsChallenge',
    name: 'Mass Dispel',
    category: 'Miscellaneous',
    difficulty: 1,
    tags: ['Good Practice'],
  },
  {
    id: 3,
    key: 'continueCodeChallenge',
    name: 'Imaginary Challenge',
    category: 'Cryptographic Issues',
    difficulty: 6,
    tags: ['Shenanigans', 'Code Analysis'],
  },
];
