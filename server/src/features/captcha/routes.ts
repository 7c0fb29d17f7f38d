import type { FastifyInstance } from 'fastify';
import { feedback } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { serve } from '../../http/contract';
import { createImageCaptcha, createTextCaptcha } from './captchas';

export function registerCaptchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, feedback.captcha, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return createTextCaptcha(ctx.db, ctx.config);
  });

  serve(app, feedback.imageCaptcha, async (request, reply) => {
    const user = requireUser(ctx, request);
    reply.header('Cache-Control', 'no-store');
    return createImageCaptcha(ctx.db, user.id);
  });
}
