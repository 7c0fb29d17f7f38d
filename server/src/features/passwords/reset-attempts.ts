import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../../http/errors';
import { isHardened, type ChallengeConfig } from '../../config/hardened';

/** Password resets one client may try per window: plenty for a person, too few to guess answers. */
export const RESET_ATTEMPTS_MAX = 100;
export const RESET_ATTEMPTS_WINDOW = '5 minutes';

/** The client a reset attempt is counted for. */
function clientKey(request: FastifyRequest, config: ChallengeConfig): string {
  const forwarded = request.headers['x-forwarded-for'];
  // vuln: resetPasswordMortyChallenge — the client is whoever X-Forwarded-For says it is: the
  // header is believed although no proxy of ours sets it, so a new value every few attempts
  // starts a new count.
  if (isHardened(config, 'resetPasswordMortyChallenge')) {
    // No proxy of ours stands in front of the shop (trustProxy is off): the client is the socket's address.
    return request.ip;
  } else {
    return (typeof forwarded === 'string' && forwarded.split(',')[0].trim()) || request.ip;
  }
}

/** The limit on POST /rest/user/reset-password (@fastify/rate-limit, in memory per shop). */
export function resetAttempts({ config }: { config: ChallengeConfig }): RateLimitOptions {
  return {
    max: RESET_ATTEMPTS_MAX,
    timeWindow: RESET_ATTEMPTS_WINDOW,
    keyGenerator: (request) => clientKey(request, config),
    errorResponseBuilder: () => new HttpError(429, 'Too many password reset attempts. Please wait a few minutes and try again.'),
  };
}
