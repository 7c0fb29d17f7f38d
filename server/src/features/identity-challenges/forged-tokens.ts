import type { AppContext } from '../../context';
import { solveIf } from '../challenges/solve';

/** The non-existent users the two token challenges ask trainees to impersonate. */
export const UNSIGNED_TOKEN_EMAIL = 'stowaway@pulp.shop';
export const FORGED_TOKEN_EMAIL = 'keysmith@pulp.shop';

/** Listens to the token service for tokens only the legacy check accepted. */
export function watchForgedTokens(ctx: AppContext): void {
  ctx.tokens.onLegacyToken = (kind, payload) => {
    const email = payload.data.email.toLowerCase();
    solveIf(ctx, 'jwtUnsignedChallenge', () => kind === 'unsigned' && email === UNSIGNED_TOKEN_EMAIL);
    solveIf(ctx, 'jwtForgedChallenge', () => kind === 'hmac' && email === FORGED_TOKEN_EMAIL);
  };
}
