import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../../http/errors';

/** Password resets one client may try per window: plenty for a person, too few to guess answers. */
export const RESET_ATTEMPTS_MAX = 100;
export const RESET_ATTEMPTS_WINDOW = '5 minutes';

/** The client a reset attempt is counted for. */
function clientKey(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  // vuln: resetPasswordMortyChallenge — the client is whoever X-Forwarded-For says it is: the
  // header is believed although no proxy of ours sets it, so a new value every few attempts
  // starts a new count.
  return (typeof forwarded === 'string' && forwarded.split(',')[0].trim()) || request.ip;
}

/** The limit on POST /rest/user/reset-password (@fastify/rate-limit, in memory per shop). */
export function resetAttempts(): RateLimitOptions {
  return {
    max: RESET_ATTEMPTS_MAX,
    timeWindow: RESET_ATTEMPTS_WINDOW,
    keyGenerator: clientKey,
    errorResponseBuilder: () => new HttpError(429, 'Too many password reset attempts. Please wait a few minutes and try again.'),
  };
}
