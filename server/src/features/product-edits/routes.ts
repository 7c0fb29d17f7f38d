import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireRole } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { idParams } from '../../http/schemas';
import { strictNumbers } from '../../http/strict-fields';
import type { Catalogue } from '../products/catalogue';
import { ProductEdits } from './repository';

/**
 * Who may change prices and stock: accounting only (spec section 6). Administrators have
 * no screen for it (the accounting route's guard admits the accounting role alone), so
 * they get no write access here either.
 */
export const PRODUCT_EDIT_ROLES = ['accounting'];

export const MAX_PRICE = 100000;
export const MAX_QUANTITY = 100000;

const priceBody = {
  type: 'object',
  required: ['price'],
  properties: { price: { type: 'number', minimum: 0, maximum: MAX_PRICE } },
} as const;

const quantityBody = {
  type: 'object',
  required: ['quantity'],
  properties: { quantity: { type: 'integer', minimum: 0, maximum: MAX_QUANTITY } },
} as const;

/** PUT /api/Products/{id} {price} and PUT /api/Quantitys/{id} {quantity} for staff. */
export function registerProductEditRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const edits = new ProductEdits(ctx.db);

  app.put<{ Params: { id: number }; Body: { price: number } }>(
    '/api/Products/:id',
    {
      schema: { params: idParams, body: priceBody },
      onRequest: async (request) => void requireRole(ctx, request, ...PRODUCT_EDIT_ROLES),
      preValidation: strictNumbers({ field: 'price', label: 'price', min: 0, max: MAX_PRICE }),
    },
    async (request) => {
      const product = edits.setPrice(request.params.id, request.body.price);
      if (!product) throw notFound(`No product with id ${request.params.id}.`);
      catalogue.changed();
      return { status: 'success', data: product };
    },
  );

  app.put<{ Params: { id: number }; Body: { quantity: number } }>(
    '/api/Quantitys/:id',
    {
      schema: { params: idParams, body: quantityBody },
      onRequest: async (request) => void requireRole(ctx, request, ...PRODUCT_EDIT_ROLES),
      preValidation: strictNumbers({ field: 'quantity', label: 'quantity', min: 0, max: MAX_QUANTITY, integer: true }),
    },
    async (request) => {
      const record = edits.setQuantity(request.params.id, request.body.quantity);
      if (!record) throw notFound(`No quantity record with id ${request.params.id}.`);
      catalogue.changed();
      return { status: 'success', data: record };
    },
  );
}
