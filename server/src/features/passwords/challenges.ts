import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { solve, solveIf } from '../challenges/solve';
import type { UserRow } from '../users/repository';
import { namesAnotherHost } from '../../http/origins';
import { BRIX, HENRIK, KEMAL, LINA, NILS, MILAN } from '../../db/seed/users-accounts';

/** The password the Change Ines's Password challenge names. */
const INES_EMAIL = 'ines@pulp.shop';
const INES_TARGET_PASSWORD = 'CitrusC0up!';

/** Accounts whose security answers the shop's own content gives away (db/seed/identity-content). */
const RESET_CHALLENGES: Record<string, string> = {
  'jonas@pulp.shop': 'resetPasswordJonasChallenge',
  'mira@pulp.shop': 'resetPasswordMiraChallenge',
  'fenna@pulp.shop': 'geoStalkingMetaChallenge',
  [HENRIK.guild.email]: 'resetPasswordBjoernOwaspChallenge',
  [HENRIK.internal.email]: 'resetPasswordBjoernChallenge',
  [KEMAL.email]: 'resetPasswordJimChallenge',
  [BRIX.email]: 'resetPasswordBenderChallenge',
  [NILS.email]: 'resetPasswordMortyChallenge',
  [MILAN.email]: 'resetPasswordUvoginChallenge',
  [LINA.email]: 'geoStalkingVisualChallenge',
};

/**
 * Whether the browser says another origin started this request: its fetch metadata
 * (Sec-Fetch-Site, which pages cannot forge) or an Origin or Referer naming another host.
 * A URL typed into the address bar has neither, so it does not count.
 */
function startedElsewhere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  return [request.headers.origin, request.headers.referer].some((claimed) => namesAnotherHost(claimed, request.headers.host));
}

/**
 * What a successful change-password request tells the challenge engine: `user` is the session's
 * account, `target` the one whose password was changed.
 */
export function detectPasswordChange(ctx: AppContext, request: FastifyRequest, accounts: { user: UserRow; target: UserRow }, sent: { current?: string; password: string }): void {
  const { user, target } = accounts;
  // Only the cookie can have identified the caller: the shop's own screen sends the bearer header.
  const byCookieOnly = !request.headers.authorization;
  solveIf(ctx, 'csrfChallenge', () => byCookieOnly && startedElsewhere(request));
  solveIf(ctx, 'changePasswordInesChallenge', () => user.email === INES_EMAIL && target.id === user.id && !sent.current && sent.password === INES_TARGET_PASSWORD);
  // Brix's password changed from somebody else's session (not Brix's own, as Ines's challenge does it).
  solveIf(ctx, 'changePasswordBenderChallenge', () => target.email === BRIX.email && target.id !== user.id && sent.password === BRIX.newPassword);
}

/** A password reset with the right security answer, for an account whose answer is public. */
export function detectPasswordReset(ctx: AppContext, user: UserRow): void {
  const key = RESET_CHALLENGES[user.email];
  if (key) solve(ctx, key);
}
