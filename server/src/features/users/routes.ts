import type { FastifyInstance } from 'fastify';
import { users, type RegistrationBody } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { hashPassword, hashSecurityAnswer } from '../../auth/passwords';
import { passwordMatches } from '../../auth/password-check';
import { newExternalAccountPassword } from '../../auth/external-accounts';
import { currentUser, requireRole, requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { serve } from '../../http/contract';
import { emailOfAccessToken } from '../oauth/provider';
import { twoFactorChallenge } from './two-factor-login';
import {
  findOAuthUser,
  findSecurityQuestion,
  findUserByCredentials,
  findUserByEmail,
  findUserById,
  insertOAuthUser,
  insertSecurityAnswer,
  insertUser,
  listUsers,
  publicUser,
  setLastLoginIp,
  type UserRow,
} from './repository';
import { detectExternalSignInChallenges, detectLoginChallenges, detectRegistrationChallenges, solveAdminSection } from './challenges';
import { solveIf } from '../challenges/solve';
import { holdsIframeAlert } from '../identity-challenges/xss-payload';
import { activeUserIds, clientIp, requireAccount, startSession } from './session';
import { EMAIL_PATTERN, isEmailAddress, passwordProblem } from './rules';

/** Secret columns whoami's `fields` leaves out. */
const WHOAMI_HIDDEN_FIELDS = new Set(['totpSecret']);

/** The account's fields named in `fields` (comma-separated), those it has and may show. */
function accountFields(ctx: AppContext, account: UserRow, fields: string): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of fields.split(',').map((field) => field.trim())) {
    // vuln: passwordHashLeakChallenge — whoami's `fields` hides secret columns by a deny-list that
    // forgot the password hash, so ?fields=password answers with it.
    if (isHardened(ctx, 'passwordHashLeakChallenge')) {
      // Only what the API shows of an account anyway: an allow-list cannot forget a secret column.
      const shown: Record<string, unknown> = publicUser(account);
      if (Object.hasOwn(shown, name)) picked[name] = shown[name];
    } else {
      if (Object.hasOwn(account, name) && !WHOAMI_HIDDEN_FIELDS.has(name)) picked[name] = account[name as keyof UserRow];
    }
  }
  return picked;
}

/** Room for an IPv6 address and then some; longer claims are refused. */
const LOGIN_IP_MAX = 255;

/**
 * An OAuth sign-in: the password field carries the provider's access token. It logs into
 * the account an earlier external sign-in created, or creates one; never into an account
 * with a password (the provider vouches for an email, not for the shop's account). Answers the
 * account and the address the provider named.
 */
async function oauthUser(app: FastifyInstance, ctx: AppContext, email: string, accessToken: string): Promise<{ user: UserRow; verified: string }> {
  const verified = await emailOfAccessToken(app, ctx.config, accessToken);
  // vuln: loginCisoChallenge ~1 — the token is only checked to be valid: the account is then
  // looked up by the address the browser sent along with it, which nobody compares with the
  // address the provider named.
  if (isHardened(ctx, 'loginCisoChallenge')) {
    // The provider vouches for one address: the sign-in is that address's, or nobody's.
    if (!verified || verified.toLowerCase() !== email.toLowerCase()) throw unauthorized('The external sign-in could not be verified.');
  } else {
    if (!verified) throw unauthorized('The external sign-in could not be verified.');
  }
  const linked = findOAuthUser(ctx.db, email);
  if (linked) return { user: linked, verified };
  if (findUserByEmail(ctx.db, verified, { includeErased: true })) {
    throw unauthorized('This email already has an account with a password. Please log in with it.');
  }
  const user = insertOAuthUser(ctx.db, verified, hashPassword(newExternalAccountPassword(verified, ctx.config), ctx.config));
  return { user, verified };
}

/**
 * The hash the login's lookup compares with the stored one: that stored hash itself when the
 * typed password verifies against it (a salted hash is checked by recomputing it with its salt,
 * never by matching in SQL), else a hash of what was typed, which matches nothing. With MD5
 * hashes this is the MD5 of what was typed either way.
 */
function comparableHash(ctx: AppContext, email: string, password: string): string {
  const stored = findUserByEmail(ctx.db, email)?.password;
  return stored !== undefined && passwordMatches(password, stored) ? stored : hashPassword(password, ctx.config);
}

function registrationProblem(ctx: AppContext, body: RegistrationBody): { path: string; message: string } | null {
  const email = body.email.trim();
  // vuln: emptyUserRegistration, persistedXssUserChallenge — the format and length rules are only
  // applied to values that were given: an empty email and an empty password pass. And the format
  // is a loose pattern (no whitespace, an @, a dot) that markup can meet; only the registration
  // form checks for a real address.
  if (isHardened(ctx, 'emptyUserRegistration', 'persistedXssUserChallenge')) {
    // An account needs an address and a password: the rules hold for empty values too, and the
    // address is checked as strictly as the form checks it, so markup never passes for one.
    if (!isEmailAddress(email)) return { path: 'email', message: 'email address is not valid' };
    const password = passwordProblem(body.password);
    if (password) return { path: 'password', message: password };
  } else {
    if (email && !EMAIL_PATTERN.test(email)) return { path: 'email', message: 'email address is not valid' };
    const password = body.password && passwordProblem(body.password);
    if (password) return { path: 'password', message: password };
  }
  // vuln: passwordRepeatChallenge — passwordRepeat is received but never compared: only the
  // registration form checks it.
  // A security question and its answer come as a pair, or not at all (then the account simply
  // cannot be recovered through the forgotten-password page).
  if (isHardened(ctx, 'passwordRepeatChallenge')) {
    // The server holds the form's rule: a repeat that was sent must be the password. (Clients of
    // the API may leave it out; the contract makes it optional.)
    if (body.passwordRepeat !== undefined && body.passwordRepeat !== body.password) return { path: 'passwordRepeat', message: 'New and repeated password do not match.' };
    if (body.securityQuestion !== undefined || body.securityAnswer !== undefined) {
      if (!body.securityAnswer?.trim()) return { path: 'securityAnswer', message: 'please answer your security question' };
      if (!body.securityQuestion || !findSecurityQuestion(ctx.db, body.securityQuestion.id)) return { path: 'securityQuestion', message: 'please choose one of the security questions' };
    }
  } else {
    if (body.securityQuestion !== undefined || body.securityAnswer !== undefined) {
      if (!body.securityAnswer?.trim()) return { path: 'securityAnswer', message: 'please answer your security question' };
      if (!body.securityQuestion || !findSecurityQuestion(ctx.db, body.securityQuestion.id)) return { path: 'securityQuestion', message: 'please choose one of the security questions' };
    }
  }
  if (findUserByEmail(ctx.db, email, { includeErased: true })) return { path: 'email', message: 'email must be unique' };
  return null;
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, users.login, async (request, reply) => {
    const { email, password = '', oauth } = request.body;
    let user: UserRow | undefined;
    if (oauth) {
      const external = await oauthUser(app, ctx, email, password);
      detectExternalSignInChallenges(ctx, external);
      user = external.user;
    } else {
      user = findUserByCredentials(ctx.db, ctx.config, email, comparableHash(ctx, email, password));
      if (!user) throw new HttpError(401, 'Invalid email or password.');
      detectLoginChallenges(ctx, { email, password }, user);
    }
    if (user.totpSecret) {
      reply.status(401);
      return twoFactorChallenge(ctx, user);
    }
    return { authentication: startSession(ctx, user) };
  });

  serve(app, users.whoami, async (request, reply) => {
    const user = currentUser(ctx, request);
    const { callback, fields } = request.query;
    const account = user && fields !== undefined ? findUserById(ctx.db, user.id) : undefined;
    const answer = account
      ? { user: accountFields(ctx, account, fields ?? '') }
      : user
        ? { user: { id: user.id, email: user.email, lastLoginIp: user.lastLoginIp, profileImage: user.profileImage } }
        : { user: {} };
    solveIf(ctx, 'passwordHashLeakChallenge', () => 'password' in answer.user);
    // vuln: emailLeakChallenge — JSONP: any site may load this address as a script, the browser
    // sends the shop's session cookie along, and the page learns the visitor's email address.
    if (isHardened(ctx, 'emailLeakChallenge')) {
      // Always JSON: another site may include it as a script, but it can never read what it says.
      return answer;
    } else {
      if (callback === undefined) return answer;
    }
    solveIf(ctx, 'emailLeakChallenge', () => user !== null);
    reply.type('application/javascript; charset=utf-8');
    return `/**/ typeof ${callback} === 'function' && ${callback}(${JSON.stringify(answer)});`;
  });

  // The client calls this on logout: the address becomes the "last login IP" of the next session.
  serve(app, users.saveLoginIp, async (request) => {
    const user = requireAccount(ctx, request);
    let ip: string;
    // vuln: httpHeaderXssChallenge — a header any client can set is believed as the caller's
    // address, unchecked, and the last-login-IP page shows it as HTML.
    if (isHardened(ctx, 'httpHeaderXssChallenge')) {
      // The connection's own address (behind a proxy the server is set up to trust, the one it
      // forwards): a header the client writes is no evidence of where the client is.
      ip = clientIp(request);
    } else {
      const claimed = request.headers['true-client-ip'];
      ip = typeof claimed === 'string' && claimed ? claimed : clientIp(request);
    }
    if (ip.length > LOGIN_IP_MAX) throw badRequest(`The client IP can be at most ${LOGIN_IP_MAX} characters long.`);
    setLastLoginIp(ctx.db, user.id, ip);
    solveIf(ctx, 'httpHeaderXssChallenge', () => holdsIframeAlert(ip));
    return publicUser(findUserById(ctx.db, user.id) as UserRow);
  });

  serve(app, users.register, async (request, reply) => {
    const problem = registrationProblem(ctx, request.body);
    if (problem) {
      // Registration answers with a list of errors; the form shows the first one.
      reply.status(400);
      return { status: 'error', error: problem.message, errors: [problem] };
    }
    const { email, password, securityQuestion, securityAnswer, role } = request.body;
    const trimmedEmail = email.trim();
    const user = ctx.db.transaction(() => {
      // vuln: registerAdminChallenge — the role is stored as sent; the contract lets the API take one.
      const created = isHardened(ctx, 'registerAdminChallenge')
        ? insertUser(ctx.db, { email: trimmedEmail, passwordHash: hashPassword(password, ctx.config), role: 'customer' })
        : insertUser(ctx.db, { email: trimmedEmail, passwordHash: hashPassword(password, ctx.config), role });
      if (securityQuestion && securityAnswer) insertSecurityAnswer(ctx.db, created.id, securityQuestion.id, hashSecurityAnswer(securityAnswer));
      return created;
    })();
    detectRegistrationChallenges(ctx, request.body, user);
    reply.status(201);
    return { status: 'success', data: publicUser(user) };
  });

  serve(app, users.list, async (request) => {
    requireRole(ctx, request, 'admin');
    solveAdminSection(ctx);
    return { status: 'success', data: listUsers(ctx.db).map(publicUser) };
  });

  serve(app, users.get, async (request) => {
    const caller = requireUser(ctx, request);
    if (caller.id !== request.params.id && caller.role !== 'admin') throw forbidden('You can only read your own account.');
    const user = findUserById(ctx.db, request.params.id);
    if (!user) throw notFound(`No user with id ${request.params.id}.`);
    return { status: 'success', data: publicUser(user) };
  });

  // The administration's user table: who holds a valid session (shown as a masked token).
  serve(app, users.authenticationDetails, async (request) => {
    requireRole(ctx, request, 'admin');
    solveAdminSection(ctx);
    const active = activeUserIds(ctx);
    return {
      status: 'success',
      data: listUsers(ctx.db).map((user) => ({ ...publicUser(user), password: '********', token: active.has(user.id) ? '********' : '' })),
    };
  });
}
