import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hashPassword } from '../../auth/passwords';
import { currentUser } from '../../auth/guard';
import { HttpError } from '../../http/errors';
import { basketIdOf, findUserByCredentials, tokenUser } from './repository';

const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 200 },
    oauth: { type: 'boolean' },
  },
} as const;

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { email: string; password: string } }>('/rest/user/login', { schema: { body: loginBody } }, async (request) => {
    const { email, password } = request.body;
    const user = findUserByCredentials(ctx.db, email, hashPassword(password));
    if (!user) throw new HttpError(401, 'Invalid email or password.');
    const token = ctx.tokens.sign(tokenUser(user));
    const bid = basketIdOf(ctx.db, user.id);
    ctx.sessions.set(token, tokenUser(user));
    return { authentication: { token, bid, umail: user.email } };
  });

  app.get('/rest/user/whoami', async (request) => {
    const user = currentUser(ctx, request);
    if (!user) return { user: {} };
    return { user: { id: user.id, email: user.email, lastLoginIp: user.lastLoginIp, profileImage: user.profileImage } };
  });
}
