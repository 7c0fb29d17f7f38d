import { api, PATHS, ApiError, capitalizeFirst, messageKey, type SecurityQuestion, type User } from '@pulp/shared';
import type { account, users, ResponseOf } from '@pulp/shared/contract';

export interface RegistrationValues {
  email: string;
  password: string;
  passwordRepeat: string;
  securityQuestionId: number;
  securityAnswer: string;
}

/** Did the registration fail because the email already has an account? */
export function isEmailTaken(error: unknown): boolean {
  const body = error instanceof ApiError ? (error.body as { errors?: { message?: string }[] } | null) : null;
  return (body?.errors ?? []).some((entry) => entry.message !== undefined && messageKey(entry.message) === 'MESSAGE_EMAIL_TAKEN');
}

/** The server's first registration error, first letter capitalised (docs/behaviour.md, "Errors and confirmations"). */
export function registrationError(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { errors?: { message?: string }[] } | null) : null;
  const first = body?.errors?.[0]?.message ?? (error instanceof Error ? error.message : String(error));
  return capitalizeFirst(first);
}

/** Creates the user, then records the security answer (two calls: docs/behaviour.md, "API conventions"). */
export async function registerUser(values: RegistrationValues, question: SecurityQuestion): Promise<User> {
  const { data: user } = await api.post<ResponseOf<typeof users.register>>(`${PATHS.users}/`, {
    email: values.email,
    password: values.password,
    passwordRepeat: values.passwordRepeat,
    securityQuestion: question,
    securityAnswer: values.securityAnswer,
  });
  await api.post(`${PATHS.securityAnswers}/`, { UserId: user.id, answer: values.securityAnswer, SecurityQuestionId: question.id });
  return user;
}

export async function loadSecurityQuestions(): Promise<SecurityQuestion[]> {
  return (await api.get<ResponseOf<typeof account.securityQuestions>>(`${PATHS.securityQuestions}/`)).data;
}
