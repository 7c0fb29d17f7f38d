import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireRole, requireUser } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import { findAddress } from '../addresses/repository';
import { isOrderId, newestFirst, visibleOrder, type OrderDoc } from './orders';
import { orderPdfPath, writeOrderPdf } from './pdf';

const orderIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const documentIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
} as const;

const deliveryStatusBody = {
  type: 'object',
  required: ['deliveryStatus'],
  properties: { deliveryStatus: { type: 'boolean' } },
} as const;

/** Order history, tracking, the staff's order list and the order confirmation PDF. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orders = () => ctx.documents.orders;

  app.get('/rest/order-history', async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: newestFirst(orders().find({ email: user.email }) as OrderDoc[]) };
  });

  app.get('/rest/order-history/orders', async (request) => {
    requireRole(ctx, request, 'accounting');
    return { status: 'success', data: newestFirst(orders().find({}) as OrderDoc[]) };
  });

  /**
   * Toggles an order's delivered flag. Like the reference shop's client, the caller sends
   * the status it currently shows (deliveryStatus) and the order gets the opposite.
   */
  app.put<{ Params: { id: string }; Body: { deliveryStatus: boolean } }>(
    '/rest/order-history/:id/delivery-status',
    { schema: { params: documentIdParams, body: deliveryStatusBody } },
    async (request) => {
      requireRole(ctx, request, 'accounting');
      const order = orders().findById(request.params.id);
      if (!order) throw notFound(`No order with id ${request.params.id}.`);
      orders().update({ _id: order._id }, { $set: { delivered: !request.body.deliveryStatus } });
      return { status: 'success', data: orders().findById(order._id) };
    },
  );

  app.get<{ Params: { id: string } }>('/rest/track-order/:id', { schema: { params: orderIdParams } }, async (request) => {
    const user = requireUser(ctx, request);
    if (!isOrderId(request.params.id)) throw badRequest('This is not an order id.');
    return { status: 'success', data: [visibleOrder(ctx, request.params.id, user)] };
  });

  app.get<{ Params: { orderId: string } }>('/ftp/order_:orderId.pdf', async (request, reply) => {
    // A plain link opens the PDF, so the session comes from the token cookie here.
    const user = requireUser(ctx, request);
    const order = visibleOrder(ctx, request.params.orderId, user);
    const file = orderPdfPath(ctx.settings.dataDir, order.orderId);
    if (!fs.existsSync(file)) await writeOrderPdf(ctx.settings.dataDir, order, ctx.config.application.name, findAddress(ctx.db, order.addressId) ?? null);
    reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="order_${order.orderId}.pdf"`)
      .header('Cache-Control', 'private, no-store');
    return fs.readFileSync(file);
  });

}
