import type { FastifyInstance } from 'fastify';
import { basket as basketApi } from '@pulp/shared/contract';
import { serve } from '../../http/contract';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { ownBasket, setBasketCoupon } from '../basket/repository';
import { verifyCoupon } from './regular';

/** Applying a regular coupon to the own basket; checkout reads it back from the basket. */
export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, basketApi.applyCoupon, async (request) => {
    const user = requireUser(ctx, request);
    const basket = ownBasket(ctx.db, request.params.id, user.id);
    const coupon = verifyCoupon(ctx.config.coupons.secret, request.params.coupon, new Date(), ctx.config);
    if (!coupon) throw notFound('Invalid coupon.');
    setBasketCoupon(ctx.db, basket.id, request.params.coupon, now());
    return { status: 'success', discount: coupon.discount };
  });
}
