import { api, PATHS, pathTo, ApiError, COOKIE_KEYS, SCORE_BOARD_FILTER_KEYS, cookies, errorMessage, local } from '@pulp/shared';

/** A failure names the server's error, or says the code was refused (shown translated). */
export type RestoreOutcome = { kind: 'restored' } | { kind: 'failed'; error: string; invalidCode: boolean };

/**
 * On 'server started': restores the progress of the continueCode cookie, if there is one.
 * Null when there is nothing to restore.
 */
export async function restoreFromCookie(): Promise<RestoreOutcome | null> {
  const code = cookies.get(COOKIE_KEYS.continueCode);
  if (!code) return null;
  try {
    await api.put(pathTo(PATHS.applyContinueCode, { code }));
    return { kind: 'restored' };
  } catch (error) {
    return { kind: 'failed', error: errorMessage(error), invalidCode: error instanceof ApiError && error.status === 400 };
  }
}

/** "Reset hacking progress": forget the continue code and the score board's saved filters. */
export function clearProgress(): void {
  cookies.remove(COOKIE_KEYS.continueCode);
  for (const key of SCORE_BOARD_FILTER_KEYS) local.remove(key);
}
