import type { ShopConfiguration } from './configuration';
import { isHardened } from './hardened';

/**
 * Crypto donation pages the shop linked to before it dropped crypto payments. No screen shows
 * them any more (the payment page keeps the old buttons hidden), but nobody cleaned the list.
 */
export const RETIRED_CRYPTO_DONATIONS = [
  'https://blockexplorer.example/btc/address/bc1qpulpjuice0donate7k3x9w2m5v8n4r6t0yq2',
  'https://blockexplorer.example/eth/address/0x7a3F9c1E5b2D8e4A6f0C9b1D3e5F7a9B2c4D6e8F',
  'https://pulpcoin.example/wallet/PULP-DONATIONS-2019',
];

/** Places outside the shop that its pages may send visitors to through ./redirect?to=. */
function fixedTargets(config: ShopConfiguration): string[] {
  // vuln: redirectCryptoCurrencyChallenge — retired donation pages are still allowed.
  return isHardened(config, 'redirectCryptoCurrencyChallenge')
    ? ['https://pulp-shop.example/merchandise', 'https://pulp-shop.example/press-kit/pulp-logo.png']
    : ['https://pulp-shop.example/merchandise', 'https://pulp-shop.example/press-kit/pulp-logo.png', ...RETIRED_CRYPTO_DONATIONS];
}

/** The allowlist: the fixed targets plus the source repository, when the configuration names one. */
export function redirectAllowlist(config: ShopConfiguration): string[] {
  const repository = config.application.gitHubRepoUrl;
  return typeof repository === 'string' && repository ? [repository, ...fixedTargets(config)] : fixedTargets(config);
}

/** Whether ./redirect may send the browser to this target. */
export function isRedirectAllowed(config: ShopConfiguration, target: string): boolean {
  // vuln: redirectChallenge — it asks whether the target *contains* an allowed address, not
  // whether it *is* one: any URL that carries an allowed address somewhere (in its query, say)
  // passes.
  if (isHardened(config, 'redirectChallenge')) {
    return redirectAllowlist(config).includes(target);
  } else {
    return redirectAllowlist(config).some((allowed) => target.includes(allowed));
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** An allowed target that is not really one of the listed addresses (it only mentions one). */
export function bypassesAllowlist(config: ShopConfiguration, target: string): boolean {
  const origin = originOf(target);
  return !redirectAllowlist(config).some((allowed) => target.startsWith(allowed) && originOf(allowed) === origin);
}
