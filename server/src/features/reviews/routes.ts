import type { FastifyInstance } from 'fastify';
import { reviews as reviewApi } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import type { TokenUser } from '../../auth/tokens';
import { currentUser, requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import type { Doc } from '../../db/documents';
import type { Catalogue } from '../products/catalogue';
import { solve } from '../challenges/solve';
import { isSafeSelector } from '../challenges/shopping/operators';
import { filterWhere, WhereError } from './where-clause';

/** A query that slept this long (capped at MAX_SLEEP_MS) let the server sleep (noSqlCommandChallenge). */
const SLEEP_NOTICED_MS = 1000;

export interface ReviewDoc extends Doc {
  product: number;
  message: string;
  author: string;
  likesCount: number;
  likedBy: string[];
}

/** Likes settle for a moment before they are written (meant to slow down like-bots). */
const LIKE_SETTLE_MS = 150;
/** This many likes of one user on one review can only come from racing requests. */
const RACED_LIKES = 3;

/** What clients see of a review: whether they liked it, not who else did. */
function reviewView(review: ReviewDoc, user: TokenUser | null) {
  const { likedBy, ...rest } = review;
  return { ...rest, liked: Boolean(user && Array.isArray(likedBy) && likedBy.includes(user.email)) };
}


/** Each user likes a review at most once. */
function assertNotLikedYet(review: ReviewDoc, user: TokenUser): void {
  if (Array.isArray(review.likedBy) && review.likedBy.includes(user.email)) throw forbidden('You have already liked this review.');
}

/** Product reviews in the document store: read, write, edit own, like (docs/behaviour.md, "Screens"). */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const reviews = () => ctx.documents.reviews;

  function existingReview(id: string): ReviewDoc {
    const review = reviews().findById(id) as ReviewDoc | null;
    if (!review) throw notFound('No review with this id.');
    return review;
  }

  serve(app, reviewApi.list, async (request) => {
    const user = currentUser(ctx, request);
    let found: { matches: ReviewDoc[]; sleptMs: number };
    try {
      // vuln: noSqlCommandChallenge — the product id from the path is pasted into a $where
      // condition, so whatever it adds is evaluated for every review (the database's sleep()
      // included). Confined: an interpreter that runs no JavaScript, and sleeps are capped.
      if (isHardened(ctx, 'noSqlCommandChallenge')) {
        // A product id is a number, and the query takes it as a value: nothing of it is evaluated.
        if (!/^\d{1,9}$/.test(request.params.id)) throw badRequest('The product id must be a whole number.');
        found = { matches: reviews().find({ product: Number(request.params.id) }) as ReviewDoc[], sleptMs: 0 };
      } else {
        found = await filterWhere((holds) => reviews().filter(holds) as ReviewDoc[], `this.product == ${request.params.id}`);
      }
    } catch (error) {
      if (!(error instanceof WhereError)) throw error;
      throw badRequest(`Invalid product id in the reviews query (${error.message}).`);
    }
    if (found.sleptMs >= SLEEP_NOTICED_MS) solve(ctx, 'noSqlCommandChallenge');
    return { status: 'success', data: found.matches.map((review) => reviewView(review, user)) };
  });

  serve(app, reviewApi.write, async (request, reply) => {
    const user = requireUser(ctx, request);
    if (!catalogue.byId(request.params.id)) throw notFound(`No product with id ${request.params.id}.`);
    // vuln: forgedReviewChallenge — the author is taken from the body as sent; the client
    // fills in the own email, but nothing here checks that it did.
    const review = reviews().insert({ product: request.params.id, message: request.body.message.trim(), author: isHardened(ctx, 'forgedReviewChallenge') ? user.email : request.body.author, likesCount: 0, likedBy: [] }) as ReviewDoc;
    if (review.author !== user.email) solve(ctx, 'forgedReviewChallenge');
    reply.status(201);
    return { status: 'success', data: reviewView(review, user) };
  });

  serve(app, reviewApi.edit, async (request) => {
    const user = requireUser(ctx, request);
    const { id } = request.body;
    if (typeof id !== 'string' && !isSafeSelector(id)) throw badRequest('This is not a review id.');
    // vuln: noSqlReviewsChallenge ? — the author check asks whether *a* matching review is the
    // caller's, and the update then changes every match: right for one id, wrong for an operator.
    const matches = reviews().find({ _id: id }) as ReviewDoc[];
    if (!matches.length) throw notFound('No review with this id.');
    const own = matches.find((review) => review.author === user.email);
    if (!own) throw forbidden('You can only edit your own reviews.');
    const { modified } = reviews().update({ _id: id }, { $set: { message: request.body.message.trim() } }, { multi: true });
    if (modified > 1) solve(ctx, 'noSqlReviewsChallenge');
    return { status: 'success', data: reviewView(existingReview(own._id), user), modified };
  });

  serve(app, reviewApi.like, async (request) => {
    const user = requireUser(ctx, request);
    const review = existingReview(request.body.id);
    assertNotLikedYet(review, user);
    // vuln: timingAttackChallenge — the handler waits between the check above and the write
    // below, so parallel requests all pass the check before any of them has written.
    if (isHardened(ctx, 'timingAttackChallenge')) {
      const { modified } = reviews().update({ _id: review._id, likedBy: { $ne: user.email } }, { $inc: { likesCount: 1 }, $push: { likedBy: user.email } });
      if (!modified) throw forbidden('You have already liked this review.');
    } else {
      await new Promise((resolve) => setTimeout(resolve, LIKE_SETTLE_MS));
      reviews().update({ _id: review._id }, { $inc: { likesCount: 1 }, $push: { likedBy: user.email } });
    }
    const liked = existingReview(review._id);
    if (liked.likedBy.filter((email) => email === user.email).length >= RACED_LIKES) solve(ctx, 'timingAttackChallenge');
    return { status: 'success', data: reviewView(liked, user) };
  });
}
