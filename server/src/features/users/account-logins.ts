import { externalAccountPassword } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { solve } from '../challenges/solve';
import { HENRIK, KEMAL, MC_ZEST, NOOR, RUTH, SUPPORT } from '../../db/seed/users-accounts';
import type { UserRow } from './repository';

/**
 * Accounts whose original password the shop gives away somewhere (a crackable hash, a song, a
 * vault, a log, a guide, the external sign-in's derivation), and the challenge each solves.
 * Only an honest login counts: the account's own address and its original password, not an
 * injection and not a password somebody set since.
 */
const ORIGINAL_PASSWORDS: { email: string; password: string; key: string }[] = [
  { ...KEMAL, key: 'loginJimChallenge' },
  { ...MC_ZEST, key: 'loginRapperChallenge' },
  { ...SUPPORT, key: 'loginSupportChallenge' },
  { ...RUTH, key: 'dlpPasswordSprayingChallenge' },
  { ...NOOR, key: 'loginAmyChallenge' },
  { email: HENRIK.external.email, password: externalAccountPassword(HENRIK.external.email), key: 'oauthUserPasswordChallenge' },
];

export function detectOriginalPasswordLogins(ctx: AppContext, typed: { password: string }, user: UserRow, honest: boolean): void {
  if (!honest) return;
  const account = ORIGINAL_PASSWORDS.find((candidate) => candidate.email === user.email && candidate.password === typed.password);
  if (account) solve(ctx, account.key);
}
