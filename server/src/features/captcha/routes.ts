import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { createImageCaptcha, createTextCaptcha } from './captchas';

export function registerCaptchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/rest/captcha', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return createTextCaptcha(ctx.db);
  });

  app.get('/rest/image-captcha', async (request, reply) => {
    const user = requireUser(ctx, request);
    reply.header('Cache-Control', 'no-store');
    return createImageCaptcha(ctx.db, user.id);
  });
}
