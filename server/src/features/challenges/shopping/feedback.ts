import type { AppContext } from '../../../context';
import { solve } from '../solve';
import { FeedbackBursts } from './feedback-bursts';
import { holdsIframeXss } from './payloads';

/**
 * What a stored feedback reveals about the contact form's weak spots (see feedback/routes.ts).
 * `comment` is the comment as stored, which is what the staff's table will show: a hardened shop
 * that sanitised the payload away has nothing to recognise.
 */
export function feedbackDetector(ctx: AppContext) {
  const bursts = new FeedbackBursts();
  return (feedback: { comment: string; rating: number; client: string; forgedAuthor: boolean }): void => {
    if (bursts.add(feedback.client) >= FeedbackBursts.LIMIT) solve(ctx, 'captchaBypassChallenge');
    if (feedback.forgedAuthor) solve(ctx, 'forgedFeedbackChallenge');
    if (feedback.rating === 0) solve(ctx, 'zeroStarsChallenge');
    if (holdsIframeXss(feedback.comment)) solve(ctx, 'persistedXssFeedbackChallenge');
  };
}
