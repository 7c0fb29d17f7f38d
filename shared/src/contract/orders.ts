import * as v from 'valibot';
import { endpoint } from './endpoint';
import { envelope } from './common';
import { Order } from './entities';
import { PATHS } from './paths';

/**
 * An order id to track. Plain text here: the server decides what it accepts, because an id
 * that looks like JSON is part of a challenge (noSqlOrdersChallenge).
 */
export const TrackOrderParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** The customer's side of orders: their history and tracking one order. */
export const orders = {
  history: endpoint({ method: 'GET', path: PATHS.orderHistory, response: envelope(v.array(Order)) }),
  track: endpoint({ method: 'GET', path: PATHS.trackOrder, params: TrackOrderParams, response: envelope(v.array(Order)) }),
};
