import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireRole } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { strictBooleans } from '../../http/strict-fields';

/** Who tracks deliveries: accounting (spec section 6; the accounting route admits no one else). */
export const ORDER_STAFF_ROLES = ['accounting'];

/** What the staff order list shows of an order (spec section 3, "Staff order list fields"). */
export interface StaffOrder {
  _id: string;
  orderId: string;
  email: string | null;
  totalPrice: number;
  delivered: boolean;
  eta: string | number | null;
  createdAt: string | null;
}

export function staffView(order: Record<string, unknown>): StaffOrder {
  return {
    _id: String(order._id),
    orderId: String(order.orderId ?? ''),
    email: typeof order.email === 'string' ? order.email : null,
    totalPrice: Number(order.totalPrice ?? 0),
    delivered: order.delivered === true,
    eta: typeof order.eta === 'string' || typeof order.eta === 'number' ? order.eta : null,
    createdAt: typeof order.createdAt === 'string' ? order.createdAt : null,
  };
}

const orderIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const deliveryStatusBody = {
  type: 'object',
  required: ['deliveryStatus'],
  properties: { deliveryStatus: { type: 'boolean' } },
} as const;

/** The staff side of orders: every order, and toggling its delivery. */
export function registerStaffOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onlyStaff = async (request: Parameters<typeof requireRole>[1]) => void requireRole(ctx, request, ...ORDER_STAFF_ROLES);

  app.get('/rest/order-history/orders', { onRequest: onlyStaff }, async () => {
    const orders = ctx.documents.orders.find({}).map(staffView);
    // Newest first; orders without a date keep their stored order at the end.
    orders.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    return { status: 'success', data: orders };
  });

  /**
   * deliveryStatus is the order's delivery state as the client saw it; the order gets the
   * opposite, so a click on the accounting screen toggles it (the contract trainers know).
   */
  app.put<{ Params: { id: string }; Body: { deliveryStatus: boolean } }>(
    '/rest/order-history/:id/delivery-status',
    {
      schema: { params: orderIdParams, body: deliveryStatusBody },
      onRequest: onlyStaff,
      preValidation: strictBooleans('deliveryStatus'),
    },
    async (request) => {
      const { id } = request.params;
      const delivered = !request.body.deliveryStatus;
      const { matched } = ctx.documents.orders.update({ _id: id }, { $set: { delivered } });
      if (!matched) throw notFound(`No order with id ${id}.`);
      const order = ctx.documents.orders.findById(id);
      return { status: 'success', data: staffView(order ?? { _id: id, delivered }) };
    },
  );
}
