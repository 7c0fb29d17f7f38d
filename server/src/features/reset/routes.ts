import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireRole } from '../../auth/guard';
import { RESET_SCOPES, resetRunningShop, type ResetScope } from './reset';

// No body at all means scope "all".
const resetBody = {
  type: ['object', 'null'],
  properties: { scope: { type: 'string', enum: RESET_SCOPES } },
  additionalProperties: false,
} as const;

/** Trainers between groups: POST /rest/admin/reset {scope: 'progress' | 'all'} (admins only). */
export function registerResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { scope?: ResetScope } | undefined }>(
    '/rest/admin/reset',
    {
      schema: { body: resetBody },
      // Who asks is checked before what they ask.
      onRequest: async (request) => {
        requireRole(ctx, request, 'admin');
      },
    },
    async (request) => {
      const scope = request.body?.scope ?? 'all';
      resetRunningShop(ctx, scope);
      return { status: 'success', data: { scope } };
    },
  );
}
