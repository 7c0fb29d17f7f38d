import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { publicConfiguration } from '../../config/configuration';

export function registerShopConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const configuration = { config: publicConfiguration(ctx.config) };
  app.get('/rest/admin/application-configuration', async () => configuration);
  app.get('/rest/admin/application-version', async () => ({ version: ctx.version }));
  app.get('/rest/languages', async () => ctx.translations.languages);
}
