import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser, type TokenSource } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { basketIdOf, findUserById, tokenUser, type UserRow } from './repository';

export interface Authentication {
  token: string;
  bid: number;
  umail: string;
}

/** Signs a session token for a user and remembers it (the admin table marks users holding one). */
export function startSession(ctx: AppContext, user: UserRow): Authentication {
  const token = ctx.tokens.sign(tokenUser(user));
  ctx.sessions.set(token, tokenUser(user));
  return { token, bid: basketIdOf(ctx.db, user.id), umail: user.email };
}

/** Ids of users holding a session token that is still valid; expired ones are forgotten. */
export function activeUserIds(ctx: AppContext): Set<number> {
  const active = new Set<number>();
  for (const [token, user] of ctx.sessions) {
    if (ctx.tokens.verify(token)) active.add(user.id);
    else ctx.sessions.delete(token);
  }
  return active;
}

/** The caller's address as the socket saw it (IPv4 without the IPv6 mapping prefix). */
export function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:/, '');
}

/** The caller's account: 401 without a session (from `source`), 404 once the account is erased. */
export function requireAccount(ctx: AppContext, request: FastifyRequest, source: TokenSource = 'header or cookie'): UserRow {
  const user = findUserById(ctx.db, requireUser(ctx, request, source).id);
  if (!user) throw notFound('This account no longer exists.');
  return user;
}
