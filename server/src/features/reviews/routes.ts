import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { TokenUser } from '../../auth/tokens';
import { currentUser, requireUser } from '../../auth/guard';
import { forbidden, notFound } from '../../http/errors';
import { idParams, requiredText } from '../../http/schemas';
import type { Doc } from '../../db/documents';
import type { Catalogue } from '../products/catalogue';

/** Review texts: 1 to 160 characters (spec sections 5 and 9). */
export const REVIEW_MAX = 160;

export interface ReviewDoc extends Doc {
  product: number;
  message: string;
  author: string;
  likesCount: number;
  likedBy: string[];
}

const reviewIdSchema = { type: 'string', pattern: '^[0-9a-f]{24}$' } as const;

const newReviewBody = {
  type: 'object',
  required: ['message', 'author'],
  properties: { message: requiredText(REVIEW_MAX), author: { type: 'string', maxLength: 320 } },
} as const;

const editReviewBody = {
  type: 'object',
  required: ['id', 'message'],
  properties: { id: reviewIdSchema, message: requiredText(REVIEW_MAX) },
} as const;

const likeBody = {
  type: 'object',
  required: ['id'],
  properties: { id: reviewIdSchema },
} as const;

/** What clients see of a review: whether they liked it, not who else did. */
function reviewView(review: ReviewDoc, user: TokenUser | null) {
  const { likedBy, ...rest } = review;
  return { ...rest, liked: Boolean(user && Array.isArray(likedBy) && likedBy.includes(user.email)) };
}

/** Reviews are written under the writer's own email. */
function assertOwnAuthor(author: string, user: TokenUser): void {
  if (author !== user.email) throw forbidden('You can only write reviews under your own name.');
}

/** Only the author edits a review. */
function assertMayEdit(review: ReviewDoc, user: TokenUser): void {
  if (review.author !== user.email) throw forbidden('You can only edit your own reviews.');
}

/** Each user likes a review at most once. */
function assertNotLikedYet(review: ReviewDoc, user: TokenUser): void {
  if (Array.isArray(review.likedBy) && review.likedBy.includes(user.email)) throw forbidden('You have already liked this review.');
}

/** Product reviews in the document store: read, write, edit own, like (spec section 7). */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const reviews = () => ctx.documents.reviews;

  function existingReview(id: string): ReviewDoc {
    const review = reviews().findById(id) as ReviewDoc | null;
    if (!review) throw notFound('No review with this id.');
    return review;
  }

  app.get<{ Params: { id: number } }>('/rest/products/:id/reviews', { schema: { params: idParams } }, async (request) => {
    const user = currentUser(ctx, request);
    const found = reviews().find({ product: request.params.id }) as ReviewDoc[];
    return { status: 'success', data: found.map((review) => reviewView(review, user)) };
  });

  app.put<{ Params: { id: number }; Body: { message: string; author: string } }>(
    '/rest/products/:id/reviews',
    { schema: { params: idParams, body: newReviewBody } },
    async (request, reply) => {
      const user = requireUser(ctx, request);
      if (!catalogue.byId(request.params.id)) throw notFound(`No product with id ${request.params.id}.`);
      assertOwnAuthor(request.body.author, user);
      const review = reviews().insert({ product: request.params.id, message: request.body.message.trim(), author: request.body.author, likesCount: 0, likedBy: [] }) as ReviewDoc;
      reply.status(201);
      return { status: 'success', data: reviewView(review, user) };
    },
  );

  app.patch<{ Body: { id: string; message: string } }>('/rest/products/reviews', { schema: { body: editReviewBody } }, async (request) => {
    const user = requireUser(ctx, request);
    const review = existingReview(request.body.id);
    assertMayEdit(review, user);
    reviews().update({ _id: review._id }, { $set: { message: request.body.message.trim() } });
    return { status: 'success', data: reviewView(existingReview(review._id), user) };
  });

  app.post<{ Body: { id: string } }>('/rest/products/reviews', { schema: { body: likeBody } }, async (request) => {
    const user = requireUser(ctx, request);
    const review = existingReview(request.body.id);
    assertNotLikedYet(review, user);
    reviews().update({ _id: review._id }, { $inc: { likesCount: 1 }, $push: { likedBy: user.email } });
    return { status: 'success', data: reviewView(existingReview(review._id), user) };
  });
}
