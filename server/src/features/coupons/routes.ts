import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { ownBasket } from '../basket/repository';
import { COUPON_LENGTH, verifyCoupon } from './regular';

const couponParams = {
  type: 'object',
  required: ['id', 'coupon'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    coupon: { type: 'string', minLength: COUPON_LENGTH, maxLength: COUPON_LENGTH },
  },
} as const;

/** Applying a regular coupon to the own basket; checkout reads it back from the basket. */
export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put<{ Params: { id: number; coupon: string } }>('/rest/basket/:id/coupon/:coupon', { schema: { params: couponParams } }, async (request) => {
    const user = requireUser(ctx, request);
    const basket = ownBasket(ctx.db, request.params.id, user.id);
    const coupon = verifyCoupon(ctx.config.coupons.secret, request.params.coupon);
    if (!coupon) throw notFound('Invalid coupon.');
    ctx.db.prepare('UPDATE Baskets SET coupon = ?, updatedAt = ? WHERE id = ?').run(request.params.coupon, now(), basket.id);
    return { status: 'success', discount: coupon.discount };
  });
}
