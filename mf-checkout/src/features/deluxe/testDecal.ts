import { useEffect } from 'react';
import { useSearchParams } from '@pulp/shared/router';
import { emitSocket } from '@pulp/shared';

export const DEFAULT_DECAL = 'pulp-gold.svg';
const SAFE_DECAL = /^[\w-]{1,40}\.svg$/;

/** The decal shown on the membership card: a plain file name from the shop's deluxe folder. */
export function decalSource(name: string | null): string {
  return `assets/public/images/deluxe/${name && SAFE_DECAL.test(name) ? name : DEFAULT_DECAL}`;
}

/**
 * Designers preview decals with ?testDecal=<file>; the value is reported over the socket
 * (spec section 7) and shown only when it is a plain decal file name.
 */
export function useTestDecal(): string {
  const [params] = useSearchParams();
  const testDecal = params.get('testDecal');
  useEffect(() => {
    if (testDecal) emitSocket('verifySvgInjectionChallenge', testDecal);
  }, [testDecal]);
  return decalSource(testDecal);
}
