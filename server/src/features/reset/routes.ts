import type { FastifyInstance } from 'fastify';
import { shop } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireRole } from '../../auth/guard';
import { serve } from '../../http/contract';
import { resetRunningShop } from './reset';

/** Trainers between groups: POST /rest/admin/reset {scope: 'progress' | 'all'} (admins only). */
export function registerResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(
    app,
    shop.reset,
    async (request) => {
      // No body at all means scope "all".
      const scope = request.body?.scope ?? 'all';
      resetRunningShop(ctx, scope);
      return { status: 'success', data: { scope } };
    },
    {
      // Who asks is checked before what they ask.
      onRequest: async (request) => {
        requireRole(ctx, request, 'admin');
      },
    },
  );
}
