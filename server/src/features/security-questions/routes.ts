import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hashSecurityAnswer } from '../../auth/passwords';
import { currentUser } from '../../auth/guard';
import { badRequest, forbidden, notFound } from '../../http/errors';
import {
  findSecurityAnswer,
  findSecurityQuestion,
  findUserByEmail,
  findUserById,
  insertSecurityAnswer,
  listSecurityQuestions,
  type SecurityAnswerRow,
} from '../users/repository';

interface AnswerBody {
  UserId: number;
  answer: string;
  SecurityQuestionId: number;
}

const answerBody = {
  type: 'object',
  required: ['UserId', 'answer', 'SecurityQuestionId'],
  properties: {
    UserId: { type: 'integer', minimum: 1 },
    answer: { type: 'string', minLength: 1, maxLength: 200 },
    SecurityQuestionId: { type: 'integer', minimum: 1 },
  },
} as const;

/** An answer as the API shows it: never the answer itself. */
const publicAnswer = (row: SecurityAnswerRow) => ({ id: row.id, UserId: row.UserId, SecurityQuestionId: row.SecurityQuestionId, createdAt: row.createdAt, updatedAt: row.updatedAt });

export function registerSecurityQuestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/SecurityQuestions', async () => ({ status: 'success', data: listSecurityQuestions(ctx.db) }));

  app.get<{ Querystring: { email: string } }>(
    '/rest/user/security-question',
    { schema: { querystring: { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 320 } } } } },
    async (request) => {
      const user = findUserByEmail(ctx.db, request.query.email.trim());
      const answer = user && findSecurityAnswer(ctx.db, user.id);
      const question = answer && findSecurityQuestion(ctx.db, answer.SecurityQuestionId);
      return question ? { question } : {};
    },
  );

  // Registration stores the answer with the user; this call (which the registration form
  // makes too) confirms it. A user without one (first external sign-in) may set theirs once.
  // The question can never be changed.
  app.post<{ Body: AnswerBody }>('/api/SecurityAnswers', { schema: { body: answerBody } }, async (request, reply) => {
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
