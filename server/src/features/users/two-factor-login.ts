import type * as v from 'valibot';
import type { entities } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import type { UserRow } from './repository';

export const TWO_FACTOR_LOGIN_PURPOSE = 'password_valid_needs_second_factor_token';
/** How long the step between a valid password and the code may take. */
export const TWO_FACTOR_LOGIN_SECONDS = 5 * 60;

/** The login's answer when a password was right but the account also needs a code. */
export function twoFactorChallenge(ctx: AppContext, user: UserRow): v.InferInput<typeof entities.TwoFactorRequiredResponse> {
  const tmpToken = ctx.tokens.signPurpose(TWO_FACTOR_LOGIN_PURPOSE, { userId: user.id }, TWO_FACTOR_LOGIN_SECONDS);
  return { status: 'totp_token_required', data: { tmpToken } };
}
