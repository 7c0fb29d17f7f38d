import type { AppContext } from '../../context';
import { passwordMatches } from '../../auth/password-check';
import { solve, solveIf } from '../challenges/solve';
import { ERASED_CUSTOMER } from '../../db/seed/users-identity';
import { CISO } from '../../db/seed/users-accounts';
import { isEphemeralAccountant, type UserRow } from './repository';
import { detectOriginalPasswordLogins } from './account-logins';

/**
 * The iframe payload as it fits the server's email pattern: without whitespace, so "/" separates
 * the tag's name from its attribute, and whatever the address needs after it (…"@pulp.shop>).
 */
const IFRAME_ALERT_AS_EMAIL = /<iframe[\s/]+src\s*=\s*(["'`]?)\s*javascript:\s*alert\(\s*(["'`])xss\2\s*\)\s*\1[^>]*>/i;

/** Accounts the login challenges are about (seeded in db/seed). */
const ADMIN_EMAIL = 'admin@pulp.shop';
const ADMIN_SEEDED_PASSWORD = 'admin123';
const JONAS_EMAIL = 'jonas@pulp.shop';
const INES_EMAIL = 'ines@pulp.shop';
const TESTING_EMAIL = 'testing@pulp.shop';

/**
 * What a login tells the challenge engine. An honest login finds exactly the account whose
 * email and password were typed; anything else came out of the injectable lookup.
 */
export function detectLoginChallenges(ctx: AppContext, typed: { email: string; password: string }, user: UserRow): void {
  const honest = user.email === typed.email && passwordMatches(typed.password, user.password) && user.deletedAt === null;
  solveIf(ctx, 'loginAdminChallenge', () => !honest && user.email === ADMIN_EMAIL);
  solveIf(ctx, 'loginJonasChallenge', () => !honest && user.email === JONAS_EMAIL);
  solveIf(ctx, 'loginBenderChallenge', () => !honest && user.email === INES_EMAIL);
  solveIf(ctx, 'exposedCredentialsChallenge', () => honest && user.email === TESTING_EMAIL);
  solveIf(ctx, 'ghostLoginChallenge', () => user.deletedAt !== null && user.email === ERASED_CUSTOMER.email);
  solveIf(ctx, 'ephemeralAccountantChallenge', () => !honest && isEphemeralAccountant(ctx.db, user));
  solveIf(ctx, 'weakPasswordChallenge', () => honest && user.email === ADMIN_EMAIL && typed.password === ADMIN_SEEDED_PASSWORD);
  detectOriginalPasswordLogins(ctx, typed, user, honest);
}

/**
 * What an external sign-in tells the challenge engine: the CISO's account reached with a token
 * the provider issued for another address.
 */
export function detectExternalSignInChallenges(ctx: AppContext, signIn: { user: UserRow; verified: string }): void {
  solveIf(ctx, 'loginCisoChallenge', () => signIn.user.email === CISO.email && signIn.verified.toLowerCase() !== CISO.email);
}

/** What a registration the server accepted (`created`, the account as stored) tells the challenge engine. */
export function detectRegistrationChallenges(ctx: AppContext, body: { email: string; password: string; passwordRepeat?: string }, created: UserRow): void {
  solveIf(ctx, 'emptyUserRegistration', () => body.email.trim() === '' && body.password === '');
  // Only a repeat that was sent and differs: a client that sends none has not skipped a check.
  solveIf(ctx, 'passwordRepeatChallenge', () => body.passwordRepeat !== undefined && body.passwordRepeat !== body.password);
  // The role the account got, not the one asked for: a shop that ignores the request's role stays unsolved.
  solveIf(ctx, 'registerAdminChallenge', () => created.role === 'admin');
  // Only the registration form checks that an email is one; the administration's user table shows it as HTML.
  solveIf(ctx, 'persistedXssUserChallenge', () => IFRAME_ALERT_AS_EMAIL.test(body.email));
}

/**
 * The administration page's user table is the first thing it loads (the user list, or the
 * authentication details with the session markers): only admins get it, and an admin asking
 * for it has opened the page.
 */
export function solveAdminSection(ctx: AppContext): void {
  solve(ctx, 'adminSectionChallenge');
}
