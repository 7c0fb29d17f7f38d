import { hardenedIn } from '@pulp/shared/contract';
import type { ShopConfiguration } from './configuration';

/**
 * The server's switch of hardened mode (ARCHITECTURE.md, "Hardened mode: the fix beside the
 * flaw"): `if (isHardened(ctx, 'fooChallenge')) { <the fix> } else { // vuln: fooChallenge … }`
 * or `isHardened(ctx, 'fooChallenge') ? <the fix> : <the flaw>`. The extractor finds these
 * switches by this function's name and its literal key, shows the flaw as "find it" and makes
 * the fix the right "fix it" answer, so the code that runs hardened is the answer trainees see.
 */
export function isHardened(source: { config: ShopConfiguration } | ShopConfiguration, ...keys: [string, ...string[]]): boolean {
  const config = 'config' in source ? source.config : source;
  // A spot several challenges share (one injectable query) is fixed when any of them is hardened.
  return keys.some((key) => hardenedIn(config.challenges.hardened, key));
}
