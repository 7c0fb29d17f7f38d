/**
 * `@pulp/shared/contract`: the one description of the shop's API that the server and the
 * clients share — valibot schemas for every converted endpoint's params, query, body and
 * answer, the limits both sides enforce, and the paths clients call.
 */
export * from './endpoint';
export * from './paths';
export * from './common';
export * from './limits';
export * as entities from './entities';
export { addresses, AddressBody } from './addresses';
export { staff, PriceBody, StockBody, DeliveryStatusBody } from './staff';
export { wallet, TopUpBody } from './wallet';
export { deliveries } from './deliveries';
export { basket, CheckoutBody, CheckoutAnswer, CouponParams } from './basket';
export { products, SEARCH_MAX } from './products';
export { reviews, ReviewId, NewReviewBody, EditReviewBody, LikeBody } from './reviews';
export { recycles, RecycleBody } from './recycles';
export { orders, TrackOrderParams } from './orders';

import { addresses } from './addresses';
import { staff } from './staff';
import { wallet } from './wallet';
import { deliveries } from './deliveries';
import { basket } from './basket';
import { products } from './products';
import { reviews } from './reviews';
import { recycles } from './recycles';
import { orders } from './orders';

/** Every endpoint of the contract, by feature (the server test checks each one is served). */
export const ENDPOINTS = { addresses, staff, wallet, deliveries, basket, products, reviews, recycles, orders };
