import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { account } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { hashPassword, hashSecurityAnswer } from '../../auth/passwords';
import { passwordMatches } from '../../auth/password-check';
import { badRequest, HttpError } from '../../http/errors';
import { serve } from '../../http/contract';
import { isHardened } from '../../config/hardened';
import { findSecurityAnswer, findUserByEmail, findUserById, publicUser, setPasswordHash, type UserRow } from '../users/repository';
import { passwordProblem } from '../users/rules';
import { requireAccount } from '../users/session';
import { detectPasswordChange, detectPasswordReset } from './challenges';
import { resetAttempts } from './reset-attempts';

function checkNewPassword(password: string, repeat: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem.charAt(0).toUpperCase() + problem.slice(1) + '.');
  if (password !== repeat) throw badRequest('New and repeated password do not match.');
}

/** The account the client remembers for "remember me" (it sends the address as X-User-Email), if any. */
function rememberedAccount(ctx: AppContext, request: FastifyRequest): UserRow | undefined {
  const email = request.headers['x-user-email'];
  return typeof email === 'string' && email ? findUserByEmail(ctx.db, email.trim()) : undefined;
}

export async function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Only the routes that ask for it are limited (global: false); see resetAttempts.
  await app.register(rateLimit, { global: false });

  serve(app, account.changePassword, async (request) => {
    // vuln: csrfChallenge — a state-changing GET that also accepts the token cookie, which the
    // browser attaches to a link or form of any other site.
    const user = isHardened(ctx, 'csrfChallenge') ? requireAccount(ctx, request, 'header') : requireAccount(ctx, request);
    // vuln: changePasswordBenderChallenge — the password is changed for the account the
    // remember-me header names, when there is one, instead of the session's: the session only
    // proves that somebody is logged in, and its own password is what "current" is checked against.
    const target = isHardened(ctx, 'changePasswordBenderChallenge') ? user : (rememberedAccount(ctx, request) ?? user);
    const { current, new: password, repeat } = request.query;
    // vuln: changePasswordInesChallenge — the current password is checked only when it is sent.
    if (isHardened(ctx, 'changePasswordInesChallenge')) {
      // A stolen session alone must not be enough to take the account over.
      if (current === undefined || !passwordMatches(current, user.password)) throw new HttpError(401, 'Current password is not correct.');
    } else {
      if (current && !passwordMatches(current, user.password)) throw new HttpError(401, 'Current password is not correct.');
    }
    checkNewPassword(password, repeat);
    setPasswordHash(ctx.db, target.id, hashPassword(password, ctx.config));
    detectPasswordChange(ctx, request, { user, target }, { current, password });
    return { user: publicUser(findUserById(ctx.db, target.id) as UserRow) };
  });

  serve(app, account.resetPassword, async (request) => {
    const { email, answer, new: password, repeat } = request.body;
    const user = findUserByEmail(ctx.db, email.trim());
    const stored = user && findSecurityAnswer(ctx.db, user.id);
    if (!user || !stored || stored.answer !== hashSecurityAnswer(answer)) throw new HttpError(401, 'Wrong answer to security question.');
    checkNewPassword(password, repeat);
    setPasswordHash(ctx.db, user.id, hashPassword(password, ctx.config));
    detectPasswordReset(ctx, user);
    return { user: publicUser(findUserById(ctx.db, user.id) as UserRow) };
  }, { onRequest: app.rateLimit(resetAttempts(ctx)) });
}
