import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { DocumentIdParams, envelope, IdParams } from './common';
import { Product, QuantityRecord, StaffOrder } from './entities';
import { LIMITS } from './limits';

/**
 * A staff edit of a number must be a real JSON number (no "12", null or true): the sentences
 * below are what the accounting screen shows.
 */
const staffNumber = (label: string, max: number) =>
  v.pipe(
    v.number(`The ${label} must be a number.`),
    v.finite(`The ${label} must be a number.`),
    v.minValue(0, `The ${label} cannot be less than 0.`),
    v.maxValue(max, `The ${label} cannot be more than ${max}.`),
  );

// A body's own message is what a missing field gets too. The accounting screen sends the price
// alone; `description` is taken from API callers only (restfulXssChallenge).
export const PriceBody = v.object(
  { price: staffNumber('price', LIMITS.priceMax), description: v.optional(v.pipe(v.string('The description must be text.'), v.maxLength(1000, 'The description can be at most 1000 characters long.'))) },
  'The price must be a number.',
);
export const StockBody = v.object(
  { quantity: v.pipe(staffNumber('quantity', LIMITS.stockMax), v.integer('The quantity must be a whole number.')) },
  'The quantity must be a number.',
);
/** A product's description as the supplier portal's catalogue sync sends it (HTML, links included). */
export const DescriptionBody = v.object(
  { description: v.pipe(v.string('The description must be text.'), v.minLength(1, 'The description cannot be empty.'), v.maxLength(1000, 'The description can be at most 1000 characters long.')) },
  'The description must be text.',
);
/** The delivery state as the accounting screen saw it: the order gets the opposite. */
export const DeliveryStatusBody = v.object({ deliveryStatus: v.boolean('deliveryStatus must be true or false.') }, 'deliveryStatus must be true or false.');

/** The accounting screens: prices, stock and delivery tracking. */
export const staff = {
  setPrice: endpoint({ method: 'PUT', path: PATHS.product, params: IdParams, body: PriceBody, response: envelope(Product) }),
  /** The supplier portal's catalogue sync: a product's description, as HTML (no screen of the shop sends it). */
  setDescription: endpoint({ method: 'PATCH', path: PATHS.product, params: IdParams, body: DescriptionBody, response: envelope(Product) }),
  setStock: endpoint({ method: 'PUT', path: PATHS.quantity, params: IdParams, body: StockBody, response: envelope(QuantityRecord) }),
  orders: endpoint({ method: 'GET', path: PATHS.staffOrders, response: envelope(v.array(StaffOrder)) }),
  toggleDelivery: endpoint({
    method: 'PUT',
    path: PATHS.deliveryStatus,
    params: DocumentIdParams,
    body: DeliveryStatusBody,
    response: envelope(StaffOrder),
  }),
};
