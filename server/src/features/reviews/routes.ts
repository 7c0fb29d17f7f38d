import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/guard';
import { idParams } from '../../http/schemas';

export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: number } }>('/rest/products/:id/reviews', { schema: { params: idParams } }, async (request) => {
    const user = currentUser(ctx, request);
    const reviews = ctx.documents.reviews.find({ product: request.params.id });
    return {
      status: 'success',
      data: reviews.map((review) => ({
        ...review,
        liked: Boolean(user && Array.isArray(review.likedBy) && review.likedBy.includes(user.email)),
      })),
    };
  });
}
