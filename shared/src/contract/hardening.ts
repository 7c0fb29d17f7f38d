/**
 * Hardened mode (ARCHITECTURE.md, "Hardened mode: the fix beside the flaw"): the configuration's
 * `challenges.hardened` names the challenges whose code spots run their fix instead of the flaw,
 * `"all"` (the `hardened` preset) or a list of challenge keys. Every spot chooses with a call
 * `isHardened(<where the setting is>, '<challengeKey>')` as the condition of an `if … else` or a
 * `? :`; the build's extractor (server/scripts/coding-challenges.mjs) reads those switches.
 *
 * This file has no valibot import, so the front ends can take `hardenedIn` without the
 * contract's validation code.
 */

/** `challenges.hardened` of the configuration: every challenge, or the listed keys. */
export type HardenedSetting = 'all' | readonly string[];

/** Whether the setting hardens the challenge. */
export function hardenedIn(setting: HardenedSetting | null | undefined, key: string): boolean {
  return setting === 'all' || (Array.isArray(setting) && setting.includes(key));
}

/**
 * The setting of the body the server is checking right now. A contract spot has no request to
 * ask, so the server's validator sets this around its (synchronous) parse with `whileParsing`,
 * and the spot's schema, a `v.lazy`, reads it through `isHardened(contractParse, key)`. Outside
 * a parse (a front end checking a form with the contract) nothing is hardened.
 */
export const contractParse: { setting: HardenedSetting } = { setting: [] };

/** Runs a synchronous parse with the shop's setting visible to the contract's spots. */
export function whileParsing<T>(setting: HardenedSetting, parse: () => T): T {
  const before = contractParse.setting;
  contractParse.setting = setting;
  try {
    return parse();
  } finally {
    contractParse.setting = before;
  }
}

/** The contract's switch: whether the body being parsed is checked with the challenge's fix. */
export function isHardened(parse: typeof contractParse, ...keys: [string, ...string[]]): boolean {
  return keys.some((key) => hardenedIn(parse.setting, key));
}
