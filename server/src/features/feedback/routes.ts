import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser, requireRole, requireUser } from '../../auth/guard';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { idParams } from '../../http/schemas';
import { now } from '../../db/database';
import { solveTextCaptcha } from '../captcha/captchas';
import { findUserById } from '../users/repository';
import { clientIp } from '../users/session';
import { solveIf } from '../challenges/solve';
import { feedbackDetector } from '../challenges/shopping/feedback';

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
    // vuln: zeroStarsChallenge — the form asks for at least one star; the server lets 0 pass.
    rating: { type: 'integer', minimum: 0, maximum: 5 },
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
  const detect = feedbackDetector(ctx);

  app.get('/api/Feedbacks', async () => ({
    status: 'success',
    data: ctx.db.prepare<[], FeedbackRow>('SELECT id, UserId, comment, rating, createdAt, updatedAt FROM Feedbacks ORDER BY id').all(),
  }));

  // One feedback by id, for logged-in callers as in the other shop's API (the list is public anyway).
  app.get<{ Params: { id: number } }>('/api/Feedbacks/:id', { schema: { params: idParams } }, async (request) => {
    requireUser(ctx, request);
    const feedback = ctx.db.prepare<[number], FeedbackRow>('SELECT id, UserId, comment, rating, createdAt, updatedAt FROM Feedbacks WHERE id = ?').get(request.params.id);
    if (!feedback) throw notFound(`No feedback with id ${request.params.id}.`);
    return { status: 'success', data: feedback };
  });

  app.post<{ Body: FeedbackBody }>('/api/Feedbacks', { schema: { body: feedbackBody } }, async (request, reply) => {
    const { UserId: userId, comment, rating, captchaId, captcha } = request.body;
    const caller = currentUser(ctx, request);
    // vuln: forgedFeedbackChallenge — the author is taken from the body as sent; whether it is
    // the caller (or anyone at all, for anonymous callers) is not checked.
    const forged = userId !== undefined && userId !== null && userId !== caller?.id;
    if (forged && !findUserById(ctx.db, userId)) throw badRequest(`No user with id ${userId}.`);
    if (!solveTextCaptcha(ctx.db, captchaId, captcha)) throw new HttpError(401, 'Wrong answer to CAPTCHA. Please try again.');
    const at = now();
    // Comments are stored as sent (the staff's feedback table is where markup turns dangerous).
    const { lastInsertRowid } = ctx.db
      .prepare('INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
      .run(userId ?? null, comment.trim(), rating, at, at);
    detect({ comment, rating, client: clientIp(request), forgedAuthor: forged });
    reply.status(201);
    return { status: 'success', data: ctx.db.prepare<[number], FeedbackRow>('SELECT * FROM Feedbacks WHERE id = ?').get(Number(lastInsertRowid)) };
  });

  app.delete<{ Params: { id: number } }>('/api/Feedbacks/:id', { schema: { params: idParams } }, async (request) => {
    requireRole(ctx, request, 'admin');
    const { changes } = ctx.db.prepare('DELETE FROM Feedbacks WHERE id = ?').run(request.params.id);
    if (!changes) throw notFound(`No feedback with id ${request.params.id}.`);
    // vuln: feedbackChallenge — what guards this is the admin role alone, and the admin account
    // falls to a guessed password or the login injection; emptying the five-star ratings solves.
    solveIf(ctx, 'feedbackChallenge', () => ctx.db.prepare('SELECT 1 FROM Feedbacks WHERE rating = 5 LIMIT 1').get() === undefined);
    return { status: 'success' };
  });
}
