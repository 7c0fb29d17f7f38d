import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/**
 * GET /rest/admin/readiness: 200 once the shop is built (seed data, product catalogue and
 * challenge catalogue loaded) and while it serves; 503 while starting or shutting down, so a
 * load balancer (a Kubernetes Service) stops sending new requests before the shop stops. It sits
 * beside /rest/admin/application-version, which stays the liveness probe MultiJuicer uses.
 */
export function registerLifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const products = ctx.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM Products');
  app.get('/rest/admin/readiness', async (_request, reply) => {
    const loaded = ctx.lifecycle.state === 'ready' && ctx.challenges.catalogue.length > 0 && (products.get()?.count ?? 0) > 0;
    const status = loaded ? 'ready' : ctx.lifecycle.state === 'ready' ? 'not loaded' : ctx.lifecycle.state;
    reply.code(loaded ? 200 : 503).header('cache-control', 'no-store');
    return { status };
  });
}
