import type { FastifyInstance } from 'fastify';
import { account } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { passwordMatches } from '../../auth/password-check';
import { isSealedTotpSecret, openTotpSecret, sealTotpSecret } from '../../auth/totp-secrets';
import { isHardened } from '../../config/hardened';
import { badRequest, HttpError } from '../../http/errors';
import { serve } from '../../http/contract';
import { findUserById, setTotpSecret, type UserRow } from '../users/repository';
import { requireAccount, startSession } from '../users/session';
import { TWO_FACTOR_LOGIN_PURPOSE } from '../users/two-factor-login';
import { acceptedTimeStep, newTotpSecret } from './totp';
import { solveIf } from '../challenges/solve';
import { TWO_FACTOR_USER } from '../../db/seed/users-client';

const SETUP_PURPOSE = 'totp_setup_secret';
/** A pending setup (the secret shown as a QR code) stays valid this long. */
const SETUP_SECONDS = 15 * 60;

const invalidCode = () => new HttpError(401, 'Invalid two-factor token.');

export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The last time step each user logged in with: a code cannot be replayed within its window.
  const usedSteps = new Map<number, number>();

  const checkPassword = (user: UserRow, given: string) => {
    if (!passwordMatches(given, user.password)) throw new HttpError(401, 'The password is not correct.');
  };

  serve(app, account.twoFactorVerify, async (request) => {
    const claims = ctx.tokens.verifyPurpose(request.body.tmpToken, TWO_FACTOR_LOGIN_PURPOSE);
    const user = typeof claims?.userId === 'number' ? findUserById(ctx.db, claims.userId) : undefined;
    const secret = user?.totpSecret ? openTotpSecret(ctx.settings.dataDir, user.totpSecret) : null;
    if (!user || !secret) throw invalidCode();
    const step = await acceptedTimeStep(secret, request.body.totpToken, usedSteps.get(user.id));
    if (step === null) throw invalidCode();
    usedSteps.set(user.id, step);
    // Fenna's second factor passed while her secret lay readable in the table: a sealed one (hardened) gives nothing away.
    solveIf(ctx, 'twoFactorAuthUnsafeSecretStorageChallenge', () => user.email === TWO_FACTOR_USER.email && !isSealedTotpSecret(user.totpSecret));
    return { authentication: startSession(ctx, user) };
  });

  serve(app, account.twoFactorStatus, async (request) => {
    const user = requireAccount(ctx, request);
    if (user.totpSecret) return { setup: true };
    const secret = await newTotpSecret();
    return {
      setup: false,
      email: user.email,
      secret,
      setupToken: ctx.tokens.signPurpose(SETUP_PURPOSE, { userId: user.id, secret }, SETUP_SECONDS),
    };
  });

  serve(app, account.twoFactorSetup, async (request) => {
    const user = requireAccount(ctx, request);
    if (user.totpSecret) throw badRequest('Two-factor authentication is already set up.');
    checkPassword(user, request.body.password);
    const claims = ctx.tokens.verifyPurpose(request.body.setupToken, SETUP_PURPOSE);
    if (!claims || claims.userId !== user.id || typeof claims.secret !== 'string') throw new HttpError(401, 'The setup has expired. Please reload the page.');
    if ((await acceptedTimeStep(claims.secret, request.body.initialToken)) === null) throw invalidCode();
    // vuln: twoFactorAuthUnsafeSecretStorageChallenge — the new secret goes into the Users table as
    // it is, where any read of the table shows it.
    if (isHardened(ctx, 'twoFactorAuthUnsafeSecretStorageChallenge')) {
      // Sealed with the data directory's key, which the database never holds.
      setTotpSecret(ctx.db, user.id, sealTotpSecret(ctx.settings.dataDir, claims.secret));
    } else {
      setTotpSecret(ctx.db, user.id, claims.secret);
    }
    return { status: 'success' };
  });

  serve(app, account.twoFactorDisable, async (request) => {
    const user = requireAccount(ctx, request);
    checkPassword(user, request.body.password);
    setTotpSecret(ctx.db, user.id, '');
    usedSteps.delete(user.id);
    return { status: 'success' };
  });
}
