import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, Id, IdParams, requiredText, textOrNumber } from './common';
import { Captcha, Feedback, ImageCaptcha } from './entities';
import { LIMITS } from './limits';
import { contractParse, isHardened } from './hardening';

/** The comment is at most 160 characters; the form appends the author in brackets. */
export const FEEDBACK_COMMENT_MAX = LIMITS.messageMax + 3 + 320;

export const FeedbackBody = v.object({
  // vuln: forgedFeedbackChallenge ? — any user id is taken as the author, not just the caller's.
  UserId: v.optional(v.nullable(Id)),
  comment: requiredText(FEEDBACK_COMMENT_MAX),
  // vuln: zeroStarsChallenge — the form asks for at least one star; the server lets 0 pass.
  rating: v.lazy(() =>
    isHardened(contractParse, 'zeroStarsChallenge')
      ? v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.ratingMax))
      : v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LIMITS.ratingMax)),
  ),
  captchaId: Id,
  // API clients written for the best-known shop send the answer as a JSON number: it is read as
  // its text, so a wrong one gets the 401 of any wrong answer rather than a 400.
  captcha: textOrNumber(20),
});
export type FeedbackBody = v.InferOutput<typeof FeedbackBody>;

/** Customer feedback (the contact form and the about page) and the captchas that guard forms. */
export const feedback = {
  list: endpoint({ method: 'GET', path: PATHS.feedbacks, response: envelope(v.array(Feedback)) }),
  get: endpoint({ method: 'GET', path: PATHS.feedback, params: IdParams, response: envelope(Feedback) }),
  create: endpoint({ method: 'POST', path: PATHS.feedbacks, body: FeedbackBody, response: envelope(Feedback) }),
  remove: endpoint({ method: 'DELETE', path: PATHS.feedback, params: IdParams, response: v.object({ status: v.string() }) }),
  captcha: endpoint({ method: 'GET', path: PATHS.captcha, response: Captcha }),
  imageCaptcha: endpoint({ method: 'GET', path: PATHS.imageCaptcha, response: ImageCaptcha }),
};
