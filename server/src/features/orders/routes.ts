import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import { findAddress } from '../addresses/repository';
import { isOrderId, newestFirst, visibleOrder, type OrderDoc } from './orders';
import { orderPdfPath, writeOrderPdf } from './pdf';

const orderIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/**
 * The customer's side of orders: history, tracking and the confirmation PDF. The staff's order
 * list and delivery toggle (GET /rest/order-history/orders, PUT …/delivery-status) belong to
 * the staff feature and read the same documents.
 */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orders = () => ctx.documents.orders;

  app.get('/rest/order-history', async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: newestFirst(orders().find({ email: user.email }) as OrderDoc[]) };
  });

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
