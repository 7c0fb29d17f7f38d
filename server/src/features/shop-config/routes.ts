import type { FastifyInstance } from 'fastify';
import { shop } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { publicConfiguration } from '../../config/configuration';
import { serve } from '../../http/contract';

export function registerShopConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const configuration = { config: publicConfiguration(ctx.config) };
  serve(app, shop.configuration, async () => configuration);
  serve(app, shop.version, async () => ({ version: ctx.version }));
  serve(app, shop.languages, async () => ctx.translations.languages());
}
