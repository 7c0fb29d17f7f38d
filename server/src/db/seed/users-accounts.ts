import { randomBytes } from 'node:crypto';
import { newExternalAccountPassword } from '../../auth/external-accounts';
import { DEFAULT_CHALLENGE_CONFIG, isHardened, type ChallengeConfig } from '../../config/hardened';
import type { UserSeed } from './user-seed';

/**
 * The people of the accounts and OSINT challenges (batch 3). Invented by us; what gives each
 * of them away lives in the shop's own content (accounts-content.ts, the /ftp documents of
 * features/ftp/account-documents.ts, the photo wall).
 */

/** Henrik Dahl, who founded Pulp, has three accounts: the shop's, his guild's and an external one. */
export const HENRIK = {
  internal: { email: 'henrik@pulp.shop', answer: 'Hafenweg' },
  guild: { email: 'henrik@squeezers-guild.example', answer: 'Pepino' },
  /** Signed up through the external sign-in (Pulp ID): no password of his own. */
  external: { email: 'henrik.dahl@mailbox.example' },
};

/** The chief information security officer signs in through Pulp ID only. */
export const CISO = { email: 'ciso@pulp.shop' };

/** Kemal Aydin, cyclist and the shop's ambassador: famous enough for a public biography. */
export const KEMAL = { email: 'kemal@pulp.shop', password: 'mountain1', answer: 'Lindenhof School' };

/** MC Zest, who raps the shop's jingle and rhymes about his password. */
export const MC_ZEST = { email: 'mczest@pulp.shop', password: 'zest4life' };

/** The support team's shared account; its password is kept in the team's vault (/ftp). */
export const SUPPORT = { email: 'support@pulp.shop', password: 'qT7#vR2m!Lx9-pulp-Desk' };

/** Brix, the pressing robot, has an account of its own. */
export const BRIX = { email: 'brix@pulp.shop', answer: 'Setubal', newPassword: 'Pr3ss-On-Br1x' };

/** Nils wrote the answer to his question the way he writes all his passwords. */
export const NILS = { email: 'nils@pulp.shop', answer: 'P3bbL3s' };

/** Milan, and the other name he posts under on the photo wall. */
export const MILAN = { email: 'milan@pulp.shop', answer: 'Kid Clementine', alias: { email: 'milo@basslines.example', username: 'bassline_milo' } };

/** Lina's holiday picture shows where she spent it. */
export const LINA = { email: 'lina@pulp.shop', answer: 'Pisa' };

/** Ruth changed her password through a link that ended up in a log (account-documents.ts). */
export const RUTH = { email: 'ruth@pulp.shop', password: '0range-Gr0ve!23' };

/** Noor followed the example of a password guide to the letter. */
export const NOOR = { email: 'noor@pulp.shop', password: 'M4lik!!!!!!!!!!!!!!!!!!!' };

/** Accounts made by an external sign-in, as the provider stub knows their owners. */
export const EXTERNAL_ACCOUNTS = [HENRIK.external.email, CISO.email];

/** A password nobody can know: for accounts whose owners never log in with one. */
const UNGUESSABLE = 'w8!Kp#2qZr$7vYd^4Lm';

/**
 * The seeded accounts of this batch. Hardened mode changes the passwords whose flaw it fixes:
 * Kemal's and Noor's become random per data directory (no word list, no recipe leads to them;
 * nobody but their owners needs them), Henrik's external one is the sign-in's random password.
 */
export const accountUsers = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): UserSeed[] => [
  { email: HENRIK.internal.email, password: 'Pulp-Founder-2012!', role: 'admin', username: 'henrik', securityQuestionId: 5, securityAnswer: HENRIK.internal.answer, walletBalance: 0 },
  { email: HENRIK.guild.email, password: 'Guild+Press+1998', role: 'customer', username: 'henrik_guild', securityQuestionId: 1, securityAnswer: HENRIK.guild.answer, walletBalance: 0 },
  // Like every account the external sign-in made, Henrik's got the password the sign-in gives.
  { email: HENRIK.external.email, password: newExternalAccountPassword(HENRIK.external.email, config), role: 'customer', username: 'henrik_d', securityQuestionId: 2, securityAnswer: 'Blood orange', walletBalance: 0 },
  { email: CISO.email, password: UNGUESSABLE, role: 'customer', username: 'ciso', securityQuestionId: 13, securityAnswer: 'The Cuckoo Egg', walletBalance: 0 },
  // vuln: loginJimChallenge — a password from every word list, stored as an unsalted MD5 hash.
  { email: KEMAL.email, password: isHardened(config, 'loginJimChallenge') ? randomBytes(24).toString('base64url') : KEMAL.password, role: 'customer', username: 'kemal', securityQuestionId: 6, securityAnswer: KEMAL.answer, walletBalance: 0 },
  { email: MC_ZEST.email, password: MC_ZEST.password, role: 'customer', username: 'mczest', securityQuestionId: 7, securityAnswer: 'Bass Orchard', walletBalance: 0 },
  { email: BRIX.email, password: 'Br1x-Unit-PR3-!x', role: 'customer', username: 'brix', securityQuestionId: 3, securityAnswer: BRIX.answer, walletBalance: 0 },
  { email: NILS.email, password: 'n1ls-Rides-Far', role: 'customer', username: 'nils', securityQuestionId: 1, securityAnswer: NILS.answer, walletBalance: 0 },
  { email: MILAN.email, password: 'Low-End-Theory9', role: 'customer', username: 'milan', securityQuestionId: 7, securityAnswer: MILAN.answer, walletBalance: 0 },
  { email: MILAN.alias.email, password: 'Sub-Bass-4ever', role: 'customer', username: MILAN.alias.username, securityQuestionId: 7, securityAnswer: MILAN.answer, walletBalance: 0 },
  { email: LINA.email, password: 'Gelato-Time-88', role: 'customer', username: 'lina', securityQuestionId: 14, securityAnswer: LINA.answer, walletBalance: 0 },
  { email: RUTH.email, password: RUTH.password, role: 'customer', username: 'ruth', securityQuestionId: 11, securityAnswer: 'Rhubarb spritz', walletBalance: 0 },
  // vuln: loginAmyChallenge — long, but built exactly like the guide's example, from a name her
  // review gives away.
  { email: NOOR.email, password: isHardened(config, 'loginAmyChallenge') ? randomBytes(24).toString('base64url') : NOOR.password, role: 'customer', username: 'noor', securityQuestionId: 9, securityAnswer: 'Sunny', walletBalance: 0 },
];
