import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { envelope, IdParams } from './common';
import { DeliveryMethod } from './entities';

/** Delivery methods with the price the caller pays (deluxe members pay less). */
export const deliveries = {
  list: endpoint({ method: 'GET', path: PATHS.deliveryMethods, response: envelope(v.array(DeliveryMethod)) }),
  get: endpoint({ method: 'GET', path: PATHS.deliveryMethod, params: IdParams, response: envelope(DeliveryMethod) }),
};
