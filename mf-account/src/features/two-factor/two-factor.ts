import { api, PATHS, local, sessionStore } from '@pulp/shared';
import { TOTP_TMP_TOKEN_KEY } from '../login/login';
import type { account, ResponseOf } from '@pulp/shared/contract';

/** Two-factor error display time (docs/behaviour.md, "Constants"). */
export const TWO_FACTOR_ERROR_MS = 5000;

/** The second login step: the temporary token and the code make a session. */
export async function verifySecondFactor(totpToken: string): Promise<void> {
  const tmpToken = local.get(TOTP_TMP_TOKEN_KEY) ?? '';
  const answer = await api.post<ResponseOf<typeof account.twoFactorVerify>>(PATHS.twoFactorVerify, { tmpToken, totpToken });
  local.remove(TOTP_TMP_TOKEN_KEY);
  sessionStore.getState().login(answer.authentication.token, answer.authentication.bid);
}

export const twoFactorStatus = () => api.get<ResponseOf<typeof account.twoFactorStatus>>(PATHS.twoFactorStatus);

export async function setUpTwoFactor(password: string, setupToken: string, initialToken: string): Promise<void> {
  await api.post(PATHS.twoFactorSetup, { password, setupToken, initialToken });
}

export async function disableTwoFactor(password: string): Promise<void> {
  await api.post(PATHS.twoFactorDisable, { password });
}

/** What an authenticator app scans: issuer and account, and the shared secret. */
export function otpauthUri(application: string, email: string, secret: string): string {
  const issuer = encodeURIComponent(application);
  return `otpauth://totp/${issuer}:${encodeURIComponent(email)}?secret=${secret}&issuer=${issuer}`;
}
