import { useEffect } from 'react';
import { useSearchParams } from '@pulp/shared/router';
import { emitSocket } from '@pulp/shared';

export const DEFAULT_DECAL = 'pulp-gold.svg';
const DECAL_FOLDER = 'assets/public/images/deluxe/';

/** The decal shown on the membership card: a file of the shop's deluxe folder, the gold one by default. */
export function decalSource(name: string | null): string {
  // vuln: svgInjectionChallenge — the preview name is appended to the folder as it is, so
  // "../" leaves the folder and the image can come from any path of the shop.
  return `${DECAL_FOLDER}${name || DEFAULT_DECAL}`;
}

/**
 * Designers preview decals with ?testDecal=<file>; the value is reported over the socket
 * (docs/behaviour.md, "API conventions") and shown on the card.
 */
export function useTestDecal(): string {
  const [params] = useSearchParams();
  const testDecal = params.get('testDecal');
  useEffect(() => {
    if (testDecal) emitSocket('verifySvgInjectionChallenge', testDecal);
  }, [testDecal]);
  return decalSource(testDecal);
}
