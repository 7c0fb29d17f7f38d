import { useEffect } from 'react';
import { useSearchParams } from '@pulp/shared/router';
import { DEFAULT_CONFIGURATION, emitSocket, isHardened, useConfig, type ApplicationConfiguration } from '@pulp/shared';

export const DEFAULT_DECAL = 'pulp-gold.svg';
const DECAL_FOLDER = 'assets/public/images/deluxe/';

/** The decal shown on the membership card: a file of the shop's deluxe folder, the gold one by default. */
export function decalSource(name: string | null, config: Pick<ApplicationConfiguration, 'challenges'> = DEFAULT_CONFIGURATION): string {
  // vuln: svgInjectionChallenge — the preview name is appended to the folder as it is, so
  // "../" leaves the folder and the image can come from any path of the shop.
  return isHardened(config, 'svgInjectionChallenge')
    ? `${DECAL_FOLDER}${name && /^[\w-]+\.svg$/.test(name) ? name : DEFAULT_DECAL}`
    : `${DECAL_FOLDER}${name || DEFAULT_DECAL}`;
}

/**
 * Designers preview decals with ?testDecal=<file>; the decal the card then shows is reported
 * over the socket (docs/behaviour.md, "API conventions"), so the shop judges what the page
 * really loaded, not what the address asked for.
 */
export function useTestDecal(): string {
  const [params] = useSearchParams();
  const config = useConfig((state) => state.config);
  // Until the shop's own configuration is there, the card would show the default mode's choice.
  const loaded = useConfig((state) => state.loaded);
  const testDecal = params.get('testDecal');
  const source = decalSource(testDecal, config);
  useEffect(() => {
    if (testDecal && loaded) emitSocket('verifySvgInjectionChallenge', source.slice(DECAL_FOLDER.length));
  }, [testDecal, loaded, source]);
  return source;
}
