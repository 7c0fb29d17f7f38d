/**
 * The shape of one catalogue entry. Adding a challenge = adding one of these to catalogue.ts and
 * its texts to server/i18n/challenges/<language>.json.
 */

export const CATEGORIES = [
  'Broken Access Control',
  'Broken Anti Automation',
  'Broken Authentication',
  'Cryptographic Issues',
  'Improper Input Validation',
  'Injection',
  'Insecure Deserialization',
  'Miscellaneous',
  'Observability Failures',
  'Security Misconfiguration',
  'Security through Obscurity',
  'Sensitive Data Exposure',
  'Unvalidated Redirects',
  'Vulnerable Components',
  'XSS',
  'XXE',
] as const;

export type Category = (typeof CATEGORIES)[number];

export type Difficulty = 1 | 2 | 3 | 4 | 5 | 6;

/** Labels across categories (the reference shop's set): what kind of effort or risk a challenge is. */
export const TAGS = [
  'Tutorial',
  'Good for Demos',
  'Danger Zone',
  'OSINT',
  'Brute Force',
  'Contraption',
  'Shenanigans',
  'Prerequisite',
  'Good Practice',
  'Code Analysis',
  'Web3',
  'Internet Traffic',
] as const;

export type Tag = (typeof TAGS)[number];

/** Environments a challenge can be unavailable in (shown as CHALLENGE_UNAVAILABLE with the name). */
export type Environment = 'Docker' | 'Heroku' | 'Gitpod' | 'Windows';

export type { ChallengeTexts } from '../../i18n/server-texts';

export interface ChallengeDefinition {
  /** Encoded into continue codes: never renumber or reuse an id. */
  id: number;
  /** What CTF tooling matches on: the reference shop's key where the challenge is a well-known one. */
  key: string;
  /** Shown and sorted by; the same in every language (like a product name). */
  name: string;
  category: Category;
  difficulty: Difficulty;
  /** Shown as badges on the score board; 'Tutorial' on every challenge with a tutorialOrder. */
  tags?: Tag[];
  /** A page that explains the underlying weakness (shown with the hint). */
  hintUrl?: string | null;
  /** Position among the tutorials (the hacking instructor has a script for it), if any. */
  tutorialOrder?: number | null;
  /** Environments where the challenge cannot be solved safely or at all. */
  disabledEnv?: Environment[];
}

/** A language key of server/i18n (en, de, pt_BR, …); texts a language lacks come in English. */
export type Language = string;
