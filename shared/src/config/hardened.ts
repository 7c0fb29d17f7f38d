import { hardenedIn, type HardenedSetting } from '../contract/hardening';

/**
 * A front end's switch of hardened mode (ARCHITECTURE.md, "Hardened mode: the fix beside the
 * flaw"), read from the application configuration the page already has (only its challenges'
 * `hardened` setting matters, so the shell's route table can pass an empty one):
 * `isHardened(config, 'fooChallenge') ? <the fix> : <the flaw>`. A spot several challenges share
 * runs its fix when any of them is hardened.
 */
export function isHardened(config: { challenges: { hardened?: HardenedSetting } }, ...keys: [string, ...string[]]): boolean {
  return keys.some((key) => hardenedIn(config.challenges.hardened, key));
}
