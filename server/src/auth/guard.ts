import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { TokenUser } from './tokens';
import { forbidden, unauthorized } from '../http/errors';

/** The bearer token of a request (Authorization header, else the token cookie). */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = request.headers.cookie;
  if (typeof cookie === 'string') {
    const match = /(?:^|;\s*)token=([^;]+)/.exec(cookie);
    if (match) return decodeURIComponent(match[1]);
  }
  return null;
}

/** Who is calling, if anyone. */
export function currentUser(ctx: AppContext, request: FastifyRequest): TokenUser | null {
  const token = requestToken(request);
  if (!token) return null;
  return ctx.tokens.verify(token)?.data ?? null;
}

export function requireUser(ctx: AppContext, request: FastifyRequest): TokenUser {
  const user = currentUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}

export function requireRole(ctx: AppContext, request: FastifyRequest, ...roles: string[]): TokenUser {
  const user = requireUser(ctx, request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
