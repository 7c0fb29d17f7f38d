import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { registerExtraLanguageRoutes } from '../../extra-language/routes';
import { registerFtpRoutes } from '../../ftp/routes';
import { registerJingleRoutes } from '../../jingle/routes';
import { registerMetricsRoutes } from '../../metrics/routes';
import { registerPrivacyProofRoutes } from '../../privacy-proof/routes';
import { registerRedirectRoutes } from '../../redirect/routes';
import { registerWellKnownRoutes } from '../../well-known/routes';

/** The content and infrastructure routes that challenges of the client group live on. */
export function registerClientChallengeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerMetricsRoutes(app, ctx);
  registerRedirectRoutes(app, ctx);
  registerFtpRoutes(app, ctx);
  registerWellKnownRoutes(app, ctx);
  registerExtraLanguageRoutes(app, ctx);
  registerJingleRoutes(app, ctx);
  registerPrivacyProofRoutes(app, ctx);
}
