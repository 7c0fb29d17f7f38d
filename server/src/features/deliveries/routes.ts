import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deliveries } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import { findUserById } from '../users/repository';
import { allDeliveries, deliveryFor, findDelivery } from './repository';

/** Whether the caller is a deluxe member right now (the database, not an older token, decides). */
export function callerIsDeluxe(ctx: AppContext, request: FastifyRequest): boolean {
  const user = currentUser(ctx, request);
  return Boolean(user && findUserById(ctx.db, user.id)?.role === 'deluxe');
}

/** Delivery methods with the price the caller pays. */
export function registerDeliveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, deliveries.list, async (request) => {
    const deluxe = callerIsDeluxe(ctx, request);
    return { status: 'success', data: allDeliveries(ctx.db).map((row) => deliveryFor(row, deluxe)) };
  });

  serve(app, deliveries.get, async (request) => {
    const row = findDelivery(ctx.db, request.params.id);
    if (!row) throw notFound(`No delivery method with id ${request.params.id}.`);
    return { status: 'success', data: deliveryFor(row, callerIsDeluxe(ctx, request)) };
  });
}
