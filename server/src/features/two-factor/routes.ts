import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hashPassword } from '../../auth/passwords';
import { badRequest, HttpError } from '../../http/errors';
import { findUserById, setTotpSecret, type UserRow } from '../users/repository';
import { requireAccount, startSession } from '../users/session';
import { TWO_FACTOR_LOGIN_PURPOSE } from '../users/two-factor-login';
import { acceptedTimeStep, newTotpSecret } from './totp';
import { solveIf } from '../challenges/solve';
import { TWO_FACTOR_USER } from '../../db/seed/users-client';

const SETUP_PURPOSE = 'totp_setup_secret';
/** A pending setup (the secret shown as a QR code) stays valid this long. */
const SETUP_SECONDS = 15 * 60;

const code = { type: 'string', maxLength: 10 } as const;
const password = { type: 'string', maxLength: 200 } as const;

const verifyBody = {
  type: 'object',
  required: ['tmpToken', 'totpToken'],
  properties: { tmpToken: { type: 'string', maxLength: 2000 }, totpToken: code },
} as const;

const setupBody = {
  type: 'object',
  required: ['password', 'setupToken', 'initialToken'],
  properties: { password, setupToken: { type: 'string', maxLength: 2000 }, initialToken: code },
} as const;

const disableBody = { type: 'object', required: ['password'], properties: { password } } as const;

const invalidCode = () => new HttpError(401, 'Invalid two-factor token.');

export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The last time step each user logged in with: a code cannot be replayed within its window.
  const usedSteps = new Map<number, number>();

  const checkPassword = (user: UserRow, given: string) => {
    if (hashPassword(given) !== user.password) throw new HttpError(401, 'The password is not correct.');
  };

  app.post<{ Body: { tmpToken: string; totpToken: string } }>('/rest/2fa/verify', { schema: { body: verifyBody } }, async (request) => {
    const claims = ctx.tokens.verifyPurpose(request.body.tmpToken, TWO_FACTOR_LOGIN_PURPOSE);
    const user = typeof claims?.userId === 'number' ? findUserById(ctx.db, claims.userId) : undefined;
    if (!user?.totpSecret) throw invalidCode();
    const step = await acceptedTimeStep(user.totpSecret, request.body.totpToken, usedSteps.get(user.id));
    if (step === null) throw invalidCode();
    usedSteps.set(user.id, step);
    solveIf(ctx, 'twoFactorAuthUnsafeSecretStorageChallenge', () => user.email === TWO_FACTOR_USER.email);
    return { authentication: startSession(ctx, user) };
  });

  app.get('/rest/2fa/status', async (request) => {
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

  app.post<{ Body: { password: string; setupToken: string; initialToken: string } }>('/rest/2fa/setup', { schema: { body: setupBody } }, async (request) => {
    const user = requireAccount(ctx, request);
    if (user.totpSecret) throw badRequest('Two-factor authentication is already set up.');
    checkPassword(user, request.body.password);
    const claims = ctx.tokens.verifyPurpose(request.body.setupToken, SETUP_PURPOSE);
    if (!claims || claims.userId !== user.id || typeof claims.secret !== 'string') throw new HttpError(401, 'The setup has expired. Please reload the page.');
    if ((await acceptedTimeStep(claims.secret, request.body.initialToken)) === null) throw invalidCode();
    setTotpSecret(ctx.db, user.id, claims.secret);
    return { status: 'success' };
  });

  app.post<{ Body: { password: string } }>('/rest/2fa/disable', { schema: { body: disableBody } }, async (request) => {
    const user = requireAccount(ctx, request);
    checkPassword(user, request.body.password);
    setTotpSecret(ctx.db, user.id, '');
    usedSteps.delete(user.id);
    return { status: 'success' };
  });
}
