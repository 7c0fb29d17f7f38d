import type { FastifyInstance } from 'fastify';
import { feedback as feedbackApi } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { currentUser, requireRole, requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import { now } from '../../db/database';
import { solveTextCaptcha } from '../captcha/captchas';
import { findUserById } from '../users/repository';
import { clientIp } from '../users/session';
import { solveIf } from '../challenges/solve';
import { feedbackDetector } from '../challenges/shopping/feedback';
import { harmlessMarkup } from './comment-markup';
import { anyFiveStarFeedback, archiveFeedback, deleteFeedback, findFeedback, insertFeedback, listFeedback } from './repository';

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const detect = feedbackDetector(ctx);

  serve(app, feedbackApi.list, async () => ({ status: 'success', data: listFeedback(ctx.db) }));

  // One feedback by id, for logged-in callers as in the other shop's API (the list is public anyway).
  serve(app, feedbackApi.get, async (request) => {
    requireUser(ctx, request);
    const feedback = findFeedback(ctx.db, request.params.id);
    if (!feedback) throw notFound(`No feedback with id ${request.params.id}.`);
    return { status: 'success', data: feedback };
  });

  serve(app, feedbackApi.create, async (request, reply) => {
    // vuln: zeroStarsChallenge ? — the rating is stored as the contract let it through (0 stars too).
    const { UserId: userId, comment, rating, captchaId, captcha } = request.body;
    const caller = currentUser(ctx, request);
    // vuln: forgedFeedbackChallenge — the author is taken from the body as sent; whether it is
    // the caller (or anyone at all, for anonymous callers) is not checked.
    if (isHardened(ctx, 'forgedFeedbackChallenge')) {
      if (userId !== undefined && userId !== null && userId !== caller?.id) throw forbidden('You can only give feedback as yourself.');
    } else {
      const forged = userId !== undefined && userId !== null && userId !== caller?.id;
      if (forged && !findUserById(ctx.db, userId)) throw badRequest(`No user with id ${userId}.`);
    }
    if (!solveTextCaptcha(ctx.db, captchaId, captcha, ctx.config)) throw new HttpError(401, 'Wrong answer to CAPTCHA. Please try again.');
    // vuln: persistedXssFeedbackChallenge — comments are stored as sent, markup and all, and the
    // staff's feedback table shows them as HTML.
    const text = isHardened(ctx, 'persistedXssFeedbackChallenge') ? harmlessMarkup(comment.trim()) : comment.trim();
    // The row was just inserted: it is there.
    const stored = findFeedback(ctx.db, insertFeedback(ctx.db, { UserId: userId ?? null, comment: text, rating }, now()))!;
    detect({ comment: stored?.comment ?? '', rating, client: clientIp(request), forgedAuthor: stored?.UserId !== null && stored?.UserId !== caller?.id });
    reply.status(201);
    return { status: 'success', data: stored };
  });

  serve(app, feedbackApi.remove, async (request) => {
    const admin = requireRole(ctx, request, 'admin');
    // vuln: feedbackChallenge — what guards this is the admin role alone, and the admin account
    // falls to a guessed password or the login injection; what it does is final, so emptying the
    // five-star ratings solves.
    if (isHardened(ctx, 'feedbackChallenge')) {
      if (!archiveFeedback(ctx.db, request.params.id, admin.id, now())) throw notFound(`No feedback with id ${request.params.id}.`);
    } else {
      if (!deleteFeedback(ctx.db, request.params.id)) throw notFound(`No feedback with id ${request.params.id}.`);
    }
    solveIf(ctx, 'feedbackChallenge', () => !anyFiveStarFeedback(ctx.db));
    return { status: 'success' };
  });
}
