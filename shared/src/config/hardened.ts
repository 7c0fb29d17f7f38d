import { hardenedIn } from '../contract/hardening';
import type { ApplicationConfiguration } from '../types/entities';

/**
 * A front end's switch of hardened mode (ARCHITECTURE.md, "Hardened mode: the fix beside the
 * flaw"), read from the application configuration the page already has:
 * `isHardened(config, 'fooChallenge') ? <the fix> : <the flaw>`. A spot several challenges share
 * runs its fix when any of them is hardened.
 */
export function isHardened(config: Pick<ApplicationConfiguration, 'challenges'>, ...keys: [string, ...string[]]): boolean {
  return keys.some((key) => hardenedIn(config.challenges.hardened, key));
}
