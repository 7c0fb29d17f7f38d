import type { FastifyInstance } from 'fastify';
import { shop } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { publicConfiguration } from '../../config/configuration';
import { PROBE, serve } from '../../http/contract';

export function registerShopConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const configuration = { config: publicConfiguration(ctx.config) };
  serve(app, shop.configuration, async () => configuration);
  // The liveness probe (MultiJuicer, Kubernetes), and so usually a shop's first answer.
  serve(app, shop.version, async () => ({ version: ctx.version }), PROBE);
  serve(app, shop.languages, async () => ctx.translations.languages());
}
