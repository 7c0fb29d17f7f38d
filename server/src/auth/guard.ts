import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { TokenUser } from './tokens';
import { forbidden, unauthorized } from '../http/errors';

/**
 * Where a request's session may come from. The shop's own code sends the Authorization header;
 * the token cookie also rides along on links and forms of any other site, so a route that must
 * not be triggered from elsewhere takes the header only.
 */
export type TokenSource = 'header' | 'header or cookie';

/**
 * The bearer token of a request (Authorization header, else the token cookie). A cookie that
 * is not valid percent-encoding (`token=%`) is a bad credential, so the caller gets a 401 like
 * any other bad token instead of the decoder's exception turning into a 500.
 */
export function requestToken(request: FastifyRequest, source: TokenSource = 'header or cookie'): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  if (source === 'header') return null;
  const cookie = request.headers.cookie;
  if (typeof cookie === 'string') {
    const match = /(?:^|;\s*)token=([^;]+)/.exec(cookie);
    if (match) {
      try {
        return decodeURIComponent(match[1]);
      } catch {
        throw unauthorized('Your session token is malformed. Please log in again.');
      }
    }
  }
  return null;
}

/** Who is calling, if anyone. */
export function currentUser(ctx: AppContext, request: FastifyRequest, source: TokenSource = 'header or cookie'): TokenUser | null {
  const token = requestToken(request, source);
  if (!token) return null;
  return ctx.tokens.verify(token)?.data ?? null;
}

export function requireUser(ctx: AppContext, request: FastifyRequest, source: TokenSource = 'header or cookie'): TokenUser {
  const user = currentUser(ctx, request, source);
  if (!user) throw unauthorized();
  return user;
}

export function requireRole(ctx: AppContext, request: FastifyRequest, ...roles: string[]): TokenUser {
  const user = requireUser(ctx, request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
