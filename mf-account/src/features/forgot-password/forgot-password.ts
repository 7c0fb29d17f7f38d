import { api, PATHS, type SecurityQuestion } from '@pulp/shared';
import type { account, ResponseOf } from '@pulp/shared/contract';

/** The security question of the account with this email, or null when there is none. */
export async function securityQuestionOf(email: string): Promise<SecurityQuestion | null> {
  const answer = await api.get<ResponseOf<typeof account.securityQuestion>>(PATHS.securityQuestion, { email });
  return answer.question ?? null;
}

export async function resetPassword(values: { email: string; securityAnswer: string; newPassword: string; newPasswordRepeat: string }): Promise<void> {
  await api.post(PATHS.resetPassword, { email: values.email, answer: values.securityAnswer, new: values.newPassword, repeat: values.newPasswordRepeat });
}
