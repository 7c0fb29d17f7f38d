import { api, PATHS, pathTo, COOKIE_DAYS, COOKIE_KEYS, cookies, type Challenge, type Hint } from '@pulp/shared';
import type { challenges, ResponseOf } from '@pulp/shared/contract';

/** Every challenge, in the page's language (reading the whole list is what finds the score board). */
export async function fetchChallenges(language: string): Promise<Challenge[]> {
  const answer = await api.get<ResponseOf<typeof challenges.list>>(`${PATHS.challenges}/`, { sort: 'name', lang: language });
  return answer.data;
}

/** Every challenge's hints in the page's language, with whether each was revealed in this shop. */
export async function fetchHints(language: string): Promise<Hint[]> {
  const answer = await api.get<ResponseOf<typeof challenges.hints>>(PATHS.hints, { lang: language });
  return answer.data;
}

/** Reveals a hint (the shop remembers it, and the hints before it). */
export async function revealHint(id: number): Promise<Hint> {
  const answer = await api.put<ResponseOf<typeof challenges.unlockHint>>(pathTo(PATHS.hint, { id }), { unlocked: true });
  return answer.data;
}

export async function fetchContinueCode(): Promise<string> {
  const answer = await api.get<ResponseOf<typeof challenges.continueCode>>(PATHS.continueCode);
  return answer.continueCode;
}

/** Keeps the shop's current progress code in the continueCode cookie (restored after a reset). */
export async function rememberProgress(): Promise<void> {
  const code = await fetchContinueCode();
  if (code) cookies.set(COOKIE_KEYS.continueCode, code, COOKIE_DAYS.continueCode);
}

export async function applyContinueCode(code: string): Promise<number> {
  const answer = await api.put<ResponseOf<typeof challenges.applyContinueCode>>(pathTo(PATHS.applyContinueCode, { code }));
  return answer.restored;
}

export async function repeatNotification(challengeName: string): Promise<void> {
  await api.get(PATHS.repeatNotification, { challenge: challengeName });
}
