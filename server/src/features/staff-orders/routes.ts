import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { staff, type entities } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireRole } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { serve } from '../../http/contract';

/** Who tracks deliveries: accounting (docs/behaviour.md, "Roles"; the accounting route admits no one else). */
export const ORDER_STAFF_ROLES = ['accounting'];

/** What the staff order list shows of an order. */
export type StaffOrder = v.InferOutput<typeof entities.StaffOrder>;

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

/** The staff side of orders: every order, and toggling its delivery. */
export function registerStaffOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onlyStaff = async (request: Parameters<typeof requireRole>[1]) => void requireRole(ctx, request, ...ORDER_STAFF_ROLES);

  serve(
    app,
    staff.orders,
    async () => {
      const orders = ctx.documents.orders.find({}).map(staffView);
      // Newest first; orders without a date keep their stored order at the end.
      orders.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
      return { status: 'success', data: orders };
    },
    { onRequest: onlyStaff },
  );

  /**
   * deliveryStatus is the order's delivery state as the client saw it; the order gets the
   * opposite, so a click on the accounting screen toggles it (the contract trainers know).
   */
  serve(
    app,
    staff.toggleDelivery,
    async (request) => {
      const { id } = request.params;
      const delivered = !request.body.deliveryStatus;
      const { matched } = ctx.documents.orders.update({ _id: id }, { $set: { delivered } });
      if (!matched) throw notFound(`No order with id ${id}.`);
      const order = ctx.documents.orders.findById(id);
      return { status: 'success', data: staffView(order ?? { _id: id, delivered }) };
    },
    { onRequest: onlyStaff },
  );
}
