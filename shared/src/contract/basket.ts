import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { Id, IdOrDigits, envelope, IdParams } from './common';
import { Basket } from './entities';
import { LIMITS } from './limits';

export const CouponParams = v.object({ id: Id, coupon: v.pipe(v.string(), v.length(LIMITS.couponLength)) });

export const CheckoutBody = v.object({
  couponData: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  orderDetails: v.object({
    /** "wallet" or a card id; session storage hands the client strings, so "7" is a card too. */
    paymentId: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.maxLength(20))]),
    addressId: IdOrDigits,
    deliveryMethodId: IdOrDigits,
  }),
});
export type CheckoutBody = v.InferOutput<typeof CheckoutBody>;

export const CheckoutAnswer = v.object({ status: v.string(), orderConfirmation: v.string() });

/** The basket as a whole: read it, apply a coupon, check out. */
export const basket = {
  get: endpoint({ method: 'GET', path: PATHS.basket, params: IdParams, response: envelope(Basket) }),
  applyCoupon: endpoint({ method: 'PUT', path: PATHS.basketCoupon, params: CouponParams, response: v.object({ status: v.string(), discount: v.number() }) }),
  checkout: endpoint({ method: 'POST', path: PATHS.checkout, params: IdParams, body: CheckoutBody, response: CheckoutAnswer }),
};
