import type { FastifyInstance } from 'fastify';
import { shop } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { PROBE, serve } from '../../http/contract';
import { countProducts } from './repository';

/**
 * GET /rest/admin/readiness: 200 once the shop is built (seed data, product catalogue and
 * challenge catalogue loaded) and while it serves; 503 while starting or shutting down, so a
 * load balancer (a Kubernetes Service) stops sending new requests before the shop stops. It sits
 * beside /rest/admin/application-version, which stays the liveness probe MultiJuicer uses.
 */
export function registerLifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, shop.readiness, async (_request, reply) => {
    const loaded = ctx.lifecycle.state === 'ready' && ctx.challenges.catalogue.length > 0 && countProducts(ctx.db) > 0;
    const status = loaded ? 'ready' : ctx.lifecycle.state === 'ready' ? 'not loaded' : ctx.lifecycle.state;
    reply.code(loaded ? 200 : 503).header('cache-control', 'no-store');
    return { status };
  }, PROBE);
}
