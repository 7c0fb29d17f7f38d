import { LIMITS } from '@pulp/shared/validation';

/** A typed token amount as a whole number of PLP (1 to LIMITS.tokensMax), or null. */
export function tokenAmount(text: string): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const amount = Number(text.trim());
  return amount >= 1 && amount <= LIMITS.tokensMax ? amount : null;
}
