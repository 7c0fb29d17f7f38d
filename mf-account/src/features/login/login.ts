import { api, PATHS, ApiError, errorMessage, local, LOCAL_KEYS, sessionStore, type TwoFactorRequiredResponse } from '@pulp/shared';
import type { users, ResponseOf } from '@pulp/shared/contract';

/** Where the temporary token waits between a valid password and the second factor. */
export const TOTP_TMP_TOKEN_KEY = 'totp_tmp_token';

export type LoginOutcome = { kind: 'loggedIn' } | { kind: 'twoFactor' } | { kind: 'failed'; message: string };

/**
 * Login (docs/behaviour.md, "Login and session"): stores the session, or the temporary two-factor token, or clears
 * everything. The OAuth return uses it too, with the provider's access token as password.
 */
export async function authenticate(credentials: { email: string; password: string; oauth?: boolean }): Promise<LoginOutcome> {
  try {
    const answer = await api.post<ResponseOf<typeof users.login>>(PATHS.login, credentials);
    sessionStore.getState().login(answer.authentication.token, answer.authentication.bid);
    return { kind: 'loggedIn' };
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as Partial<TwoFactorRequiredResponse> | null) : null;
    if (body?.status === 'totp_token_required' && body.data?.tmpToken) {
      local.set(TOTP_TMP_TOKEN_KEY, body.data.tmpToken);
      return { kind: 'twoFactor' };
    }
    sessionStore.getState().logout();
    // In the page's language where the server's sentence is known ("Invalid email or password.").
    return { kind: 'failed', message: errorMessage(error) };
  }
}

/** The login form: remember me keeps the email for the next visit, otherwise it is forgotten. */
export async function login(email: string, password: string, rememberMe: boolean): Promise<LoginOutcome> {
  if (rememberMe) local.set(LOCAL_KEYS.email, email);
  else local.remove(LOCAL_KEYS.email);
  return authenticate({ email, password });
}

/** The external sign-in is offered only where this origin is an authorised redirect. */
export function isAuthorisedRedirect(redirects: { uri: string }[], origin: string): boolean {
  return redirects.some((redirect) => redirect.uri.replace(/\/$/, '') === origin.replace(/\/$/, ''));
}
