import type { AppContext } from '../../../context';
import { solve } from '../solve';
import { CaptchaReplays } from './captcha-replays';
import { holdsIframeXss } from './payloads';

/** What a stored feedback reveals about the contact form's weak spots (see feedback/routes.ts). */
export function feedbackDetector(ctx: AppContext) {
  const replays = new CaptchaReplays();
  return (feedback: { comment: string; rating: number; captchaId: number; forgedAuthor: boolean }): void => {
    if (replays.use(feedback.captchaId) >= CaptchaReplays.LIMIT) solve(ctx, 'captchaBypassChallenge');
    if (feedback.forgedAuthor) solve(ctx, 'forgedFeedbackChallenge');
    if (feedback.rating === 0) solve(ctx, 'zeroStarsChallenge');
    if (holdsIframeXss(feedback.comment)) solve(ctx, 'persistedXssFeedbackChallenge');
  };
}
