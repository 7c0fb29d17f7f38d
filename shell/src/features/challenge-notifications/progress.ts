import { api, PATHS, COOKIE_DAYS, COOKIE_KEYS, cookies, type CountryMapping } from '@pulp/shared';
import type { challenges, ResponseOf } from '@pulp/shared/contract';

/** Keeps the current continue code in a cookie for a year (restored after a server reset). */
export async function saveContinueCode(): Promise<void> {
  const { continueCode } = await api.get<ResponseOf<typeof challenges.continueCode>>(PATHS.continueCode);
  if (!continueCode) throw new Error('Received invalid continue code from the sever!');
  cookies.set(COOKIE_KEYS.continueCode, continueCode, COOKIE_DAYS.continueCode);
}

let mapping: Promise<CountryMapping> | null = null;

/** The CTF country of every challenge, loaded once. */
export function countryMapping(): Promise<CountryMapping> {
  mapping ??= api.get<ResponseOf<typeof challenges.countryMapping>>(PATHS.countryMapping).catch((error: unknown) => {
    mapping = null;
    throw error;
  });
  return mapping;
}

/** The flag emoji of an ISO 3166 country code (regional indicator letters). */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
