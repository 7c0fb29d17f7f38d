import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser, requireRole } from '../../auth/guard';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { idParams } from '../../http/schemas';
import { now } from '../../db/database';
import { solveTextCaptcha } from '../captcha/captchas';

/** The comment is at most 160 characters; the form appends the author in brackets. */
const COMMENT_MAX = 160 + 3 + 320;

interface FeedbackBody {
  UserId?: number | null;
  comment: string;
  rating: number;
  captchaId: number;
  captcha: string;
}

const feedbackBody = {
  type: 'object',
  required: ['comment', 'rating', 'captchaId', 'captcha'],
  properties: {
    UserId: { type: ['integer', 'null'], minimum: 1 },
    comment: { type: 'string', minLength: 1, maxLength: COMMENT_MAX, pattern: '\\S' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    captchaId: { type: 'integer', minimum: 1 },
    captcha: { type: 'string', maxLength: 20 },
  },
} as const;

interface FeedbackRow {
  id: number;
  UserId: number | null;
  comment: string;
  rating: number;
  createdAt: string;
  updatedAt: string;
}

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/Feedbacks', async () => ({
    status: 'success',
    data: ctx.db.prepare<[], FeedbackRow>('SELECT id, UserId, comment, rating, createdAt, updatedAt FROM Feedbacks ORDER BY id').all(),
  }));

  app.post<{ Body: FeedbackBody }>('/api/Feedbacks', { schema: { body: feedbackBody } }, async (request, reply) => {
    const { UserId: userId, comment, rating, captchaId, captcha } = request.body;
    const caller = currentUser(ctx, request);
    // Feedback is anonymous or the caller's own, never another user's.
    if (userId !== undefined && userId !== null && userId !== caller?.id) throw forbidden('You can only give feedback as yourself.');
    if (!solveTextCaptcha(ctx.db, captchaId, captcha)) throw new HttpError(401, 'Wrong answer to CAPTCHA. Please try again.');
    const at = now();
    const { lastInsertRowid } = ctx.db
      .prepare('INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
      .run(userId ?? null, comment.trim(), rating, at, at);
    reply.status(201);
    return { status: 'success', data: ctx.db.prepare<[number], FeedbackRow>('SELECT * FROM Feedbacks WHERE id = ?').get(Number(lastInsertRowid)) };
  });

  app.delete<{ Params: { id: number } }>('/api/Feedbacks/:id', { schema: { params: idParams } }, async (request) => {
    requireRole(ctx, request, 'admin');
    const { changes } = ctx.db.prepare('DELETE FROM Feedbacks WHERE id = ?').run(request.params.id);
    if (!changes) throw notFound(`No feedback with id ${request.params.id}.`);
    return { status: 'success' };
  });
}
