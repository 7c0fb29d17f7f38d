import type { FastifyInstance } from 'fastify';
import { staff } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireRole, requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import type { Catalogue } from '../products/catalogue';
import { ProductEdits } from './repository';
import { solveIf } from '../challenges/solve';
import { holdsIframeXss } from '../challenges/shopping/payloads';
import { leadsToGiveaway } from './tampering';

/**
 * Who may change prices and stock: accounting only (docs/behaviour.md, "Roles"). Administrators have
 * no screen for it (the accounting route's guard admits the accounting role alone), so
 * they get no write access here either.
 */
export const PRODUCT_EDIT_ROLES = ['accounting'];

/**
 * PUT /api/Products/{id} {price} (and, from the API only, {description}) and PUT /api/Quantitys/{id}
 * {quantity} for staff; PATCH /api/Products/{id} {description} for the supplier portal's catalogue sync.
 */
export function registerProductEditRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const edits = new ProductEdits(ctx.db);

  const onlyAccounting = { onRequest: async (request: Parameters<typeof requireRole>[1]) => void requireRole(ctx, request, ...PRODUCT_EDIT_ROLES) };

  serve(
    app,
    staff.setPrice,
    async (request) => {
      const { price, description } = request.body;
      // vuln: restfulXssChallenge — a description sent along (the screen never sends one) is
      // stored as it is, and the product page renders descriptions as HTML.
      const product = isHardened(ctx, 'restfulXssChallenge') ? edits.setPrice(request.params.id, price) : edits.setPrice(request.params.id, price, description);
      if (!product) throw notFound(`No product with id ${request.params.id}.`);
      solveIf(ctx, 'restfulXssChallenge', () => description !== undefined && holdsIframeXss(product.description));
      catalogue.changed();
      return { status: 'success', data: product };
    },
    onlyAccounting,
  );

  serve(app, staff.setDescription, async (request) => {
    // vuln: changeProductChallenge — the catalogue sync's route asks only for a session, not for
    // a staff role, so any customer may rewrite a product's description and its links.
    if (isHardened(ctx, 'changeProductChallenge')) {
      // The sync changes what every customer reads: only the staff who edit products may run it.
      requireRole(ctx, request, ...PRODUCT_EDIT_ROLES);
    } else {
      requireUser(ctx, request);
    }
    const product = edits.setDescription(request.params.id, request.body.description);
    if (!product) throw notFound(`No product with id ${request.params.id}.`);
    solveIf(ctx, 'changeProductChallenge', () => leadsToGiveaway(product));
    catalogue.changed();
    return { status: 'success', data: product };
  });

  serve(
    app,
    staff.setStock,
    async (request) => {
      const record = edits.setQuantity(request.params.id, request.body.quantity);
      if (!record) throw notFound(`No quantity record with id ${request.params.id}.`);
      catalogue.changed();
      return { status: 'success', data: record };
    },
    onlyAccounting,
  );
}
