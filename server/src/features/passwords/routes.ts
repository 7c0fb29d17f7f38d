import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hashPassword, hashSecurityAnswer } from '../../auth/passwords';
import { badRequest, HttpError } from '../../http/errors';
import { findSecurityAnswer, findUserByEmail, findUserById, publicUser, setPasswordHash, type UserRow } from '../users/repository';
import { passwordProblem } from '../users/rules';
import { requireAccount } from '../users/session';
import { detectPasswordChange, detectPasswordReset } from './challenges';

interface ChangeQuery {
  current?: string;
  new: string;
  repeat: string;
}

interface ResetBody {
  email: string;
  answer: string;
  new: string;
  repeat: string;
}

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

const changeQuery = {
  type: 'object',
  required: ['new', 'repeat'],
  properties: { current: text(200), new: text(200), repeat: text(200) },
} as const;

const resetBody = {
  type: 'object',
  required: ['email', 'answer', 'new', 'repeat'],
  properties: { email: text(320), answer: text(200), new: text(200), repeat: text(200) },
} as const;

function checkNewPassword(password: string, repeat: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem.charAt(0).toUpperCase() + problem.slice(1) + '.');
  if (password !== repeat) throw badRequest('New and repeated password do not match.');
}

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ChangeQuery }>('/rest/user/change-password', { schema: { querystring: changeQuery } }, async (request) => {
    // vuln: csrfChallenge — a state-changing GET that also accepts the token cookie, which the
    // browser attaches to a link or form of any other site.
    const user = requireAccount(ctx, request);
    const { current, new: password, repeat } = request.query;
    // vuln: changePasswordInesChallenge — the current password is checked only when it is sent.
    if (current && hashPassword(current) !== user.password) throw new HttpError(401, 'Current password is not correct.');
    checkNewPassword(password, repeat);
    setPasswordHash(ctx.db, user.id, hashPassword(password));
    detectPasswordChange(ctx, request, user, { current, password });
    return { user: publicUser(findUserById(ctx.db, user.id) as UserRow) };
  });

  app.post<{ Body: ResetBody }>('/rest/user/reset-password', { schema: { body: resetBody } }, async (request) => {
    const { email, answer, new: password, repeat } = request.body;
    const user = findUserByEmail(ctx.db, email.trim());
    const stored = user && findSecurityAnswer(ctx.db, user.id);
    if (!user || !stored || stored.answer !== hashSecurityAnswer(answer)) throw new HttpError(401, 'Wrong answer to security question.');
    checkNewPassword(password, repeat);
    setPasswordHash(ctx.db, user.id, hashPassword(password));
    detectPasswordReset(ctx, user);
    return { user: publicUser(findUserById(ctx.db, user.id) as UserRow) };
  });
}
