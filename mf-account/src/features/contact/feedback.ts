import { api, PATHS, maskEmail } from '@pulp/shared';
import type { feedback, users, ResponseOf } from '@pulp/shared/contract';

/** Who the feedback is from: the masked email, or anonymous (also when whoami fails). */
export async function feedbackAuthor(): Promise<{ userId: number | null; author: string | null }> {
  try {
    const { user } = await api.get<ResponseOf<typeof users.whoami>>(PATHS.whoami);
    return user?.email ? { userId: user.id ?? null, author: maskEmail(user.email) } : { userId: null, author: null };
  } catch {
    return { userId: null, author: null };
  }
}

/** The author's id as the form's hidden field holds it: a whole number, or nobody. */
export function authorIdFromField(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export const loadCaptcha = () => api.get<ResponseOf<typeof feedback.captcha>>(`${PATHS.captcha}/`);

/** The sent comment carries its author in brackets (docs/behaviour.md, "Validation"). */
export function commentWithAuthor(comment: string, author: string | null): string {
  return `${comment.trim()} (${author ?? 'anonymous'})`;
}

export interface FeedbackToSend {
  userId: number | null;
  comment: string;
  rating: number;
  captchaId: number;
  captcha: string;
}

export async function sendFeedback(feedback: FeedbackToSend): Promise<void> {
  await api.post(`${PATHS.feedbacks}/`, { UserId: feedback.userId, comment: feedback.comment, rating: feedback.rating, captchaId: feedback.captchaId, captcha: feedback.captcha });
}
