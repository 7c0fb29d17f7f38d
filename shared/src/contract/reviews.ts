import * as v from 'valibot';
import { endpoint } from './endpoint';
import { contractParse, isHardened } from './hardening';
import { envelope, IdParams, requiredText } from './common';
import { Review } from './entities';
import { LIMITS } from './limits';
import { PATHS } from './paths';

/** A review's id in the document store. */
export const ReviewId = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/));

export const NewReviewBody = v.object({ message: requiredText(LIMITS.messageMax), author: v.pipe(v.string(), v.maxLength(320)) });

export const EditReviewBody = v.object({
  // vuln: noSqlReviewsChallenge — besides a review id, `id` may be an object, which the
  // server puts into its query as it is (an operator such as {"$ne": …} matches many reviews).
  id: v.lazy(() =>
    isHardened(contractParse, 'noSqlReviewsChallenge')
      ? ReviewId
      : v.union([ReviewId, v.pipe(v.record(v.string(), v.unknown()), v.maxEntries(10))]),
  ),
  message: requiredText(LIMITS.messageMax),
});

export const LikeBody = v.object({ id: ReviewId });

// vuln: noSqlCommandChallenge ? — the reviews list takes its product id as text (the page sends a
// number), which the server pastes into its $where condition.
export const ReviewListParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** Product reviews: read, write, edit one's own, like. */
export const reviews = {
  list: endpoint({ method: 'GET', path: PATHS.productReviews, params: ReviewListParams, response: envelope(v.array(Review)) }),
  write: endpoint({ method: 'PUT', path: PATHS.productReviews, params: IdParams, body: NewReviewBody, response: envelope(Review) }),
  edit: endpoint({ method: 'PATCH', path: PATHS.reviews, body: EditReviewBody, response: v.object({ ...envelope(Review).entries, modified: v.number() }) }),
  like: endpoint({ method: 'POST', path: PATHS.reviews, body: LikeBody, response: envelope(Review) }),
};
