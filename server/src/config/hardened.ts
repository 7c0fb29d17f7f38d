import { hardenedIn, type HardenedSetting } from '@pulp/shared/contract';

/** What a spot asks: the configuration (or the app context holding it); functions without one take it as a parameter. */
export interface ChallengeConfig {
  challenges: { hardened?: HardenedSetting };
}

/** For callers outside a shop (unit tests of a pure function): nothing hardened. */
export const DEFAULT_CHALLENGE_CONFIG: ChallengeConfig = { challenges: {} };

/**
 * The server's switch of hardened mode (ARCHITECTURE.md, "Hardened mode: the fix beside the
 * flaw"): `if (isHardened(ctx, 'fooChallenge')) { <the fix> } else { // vuln: fooChallenge … }`
 * or `isHardened(ctx, 'fooChallenge') ? <the fix> : <the flaw>`. The extractor finds these
 * switches by this function's name and its literal key, shows the flaw as "find it" and makes
 * the fix the right "fix it" answer, so the code that runs hardened is the answer trainees see.
 */
export function isHardened(source: ChallengeConfig | { config: ChallengeConfig }, ...keys: [string, ...string[]]): boolean {
  const config = 'config' in source ? source.config : source;
  // A spot several challenges share (one injectable query) is fixed when any of them is hardened.
  return keys.some((key) => hardenedIn(config.challenges.hardened, key));
}
