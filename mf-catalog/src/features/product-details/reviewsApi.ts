import { api, PATHS, pathTo } from '@pulp/shared';
import type { ResponseOf, reviews } from '@pulp/shared/contract';

/** The review calls: write, edit own, like (docs/behaviour.md, "Screens"). */
export const reviewsApi = {
  write: (productId: number, message: string, author: string) => api.put<ResponseOf<typeof reviews.write>>(pathTo(PATHS.productReviews, { id: productId }), { message, author }),
  edit: (id: string, message: string) => api.patch<ResponseOf<typeof reviews.edit>>(PATHS.reviews, { id, message }),
  like: (id: string) => api.post<ResponseOf<typeof reviews.like>>(PATHS.reviews, { id }),
};

/** The like list is read again this long after a like (docs/behaviour.md, "Constants"). */
export const LIKE_REFRESH_MS = 200;

/** Only the author edits a review, and nobody edits an anonymous one. */
export function mayEdit(review: { author: string }, email: string | null): boolean {
  return Boolean(email) && review.author === email && review.author !== 'Anonymous';
}
