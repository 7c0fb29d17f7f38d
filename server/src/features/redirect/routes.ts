import type { FastifyInstance } from 'fastify';
import { links } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { serve } from '../../http/contract';
import { solveIf } from '../challenges/solve';
import { bypassesAllowlist, isRedirectAllowed, RETIRED_CRYPTO_DONATIONS } from '../../config/redirect-allowlist';

/**
 * ./redirect?to=<url>: links that leave the shop go through here (the side nav's source
 * repository link, for one). The server only answers 302 with a Location; it never fetches
 * the target itself.
 */
export function registerRedirectRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, links.redirect, async (request, reply) => {
    const { to } = request.query;
    if (!isRedirectAllowed(ctx.config, to)) throw new HttpError(406, `Unrecognized target URL for redirect: ${to}`);
    let location: string;
    try {
      location = new URL(to).href;
    } catch {
      throw badRequest(`The redirect target is not an absolute URL: ${to}`);
    }
    solveIf(ctx, 'redirectCryptoCurrencyChallenge', () => RETIRED_CRYPTO_DONATIONS.includes(to));
    solveIf(ctx, 'redirectChallenge', () => bypassesAllowlist(ctx.config, to));
    return reply.redirect(location, 302);
  });
}
