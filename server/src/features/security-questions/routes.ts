import type { FastifyInstance } from 'fastify';
import { account } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { hashSecurityAnswer } from '../../auth/passwords';
import { currentUser } from '../../auth/guard';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import {
  findSecurityAnswer,
  findSecurityQuestion,
  findUserByEmail,
  findUserById,
  insertSecurityAnswer,
  listSecurityQuestions,
  type SecurityAnswerRow,
} from '../users/repository';

/** An answer as the API shows it: never the answer itself. */
const publicAnswer = (row: SecurityAnswerRow) => ({ id: row.id, UserId: row.UserId, SecurityQuestionId: row.SecurityQuestionId, createdAt: row.createdAt, updatedAt: row.updatedAt });

export function registerSecurityQuestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, account.securityQuestions, async () => ({ status: 'success', data: listSecurityQuestions(ctx.db) }));

  serve(app, account.securityQuestion, async (request) => {
    const user = findUserByEmail(ctx.db, request.query.email.trim());
    const answer = user && findSecurityAnswer(ctx.db, user.id);
    const question = answer && findSecurityQuestion(ctx.db, answer.SecurityQuestionId);
    return question ? { question } : {};
  });

  // Registration stores the answer with the user; this call (which the registration form
  // makes too) confirms it. A user without one (first external sign-in) may set theirs once.
  // The question can never be changed.
  serve(app, account.securityAnswer, async (request, reply) => {
    const { UserId: userId, answer, SecurityQuestionId: questionId } = request.body;
    if (!findSecurityQuestion(ctx.db, questionId)) throw badRequest('Please choose one of the security questions.');
    const existing = findSecurityAnswer(ctx.db, userId);
    if (existing) {
      if (existing.SecurityQuestionId !== questionId || existing.answer !== hashSecurityAnswer(answer)) {
        throw badRequest('The security question and answer cannot be changed.');
      }
      return { status: 'success', data: publicAnswer(existing) };
    }
    if (currentUser(ctx, request)?.id !== userId) throw forbidden('You can only set your own security answer.');
    if (!findUserById(ctx.db, userId)) throw notFound('This account no longer exists.');
    reply.status(201);
    return { status: 'success', data: publicAnswer(insertSecurityAnswer(ctx.db, userId, questionId, hashSecurityAnswer(answer))) };
  });
}
