import * as v from 'valibot';
import { endpoint } from './endpoint';
import { envelope, IdParams } from './common';
import { Product, QuantityRecord } from './entities';
import { PATHS } from './paths';

/** The search text: at most this many characters. */
export const SEARCH_MAX = 200;

/** The catalogue: search, read products and their stock. */
export const products = {
  search: endpoint({
    method: 'GET',
    path: PATHS.productSearch,
    query: v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_MAX))) }),
    response: envelope(v.array(Product)),
  }),
  list: endpoint({ method: 'GET', path: PATHS.products, response: envelope(v.array(Product)) }),
  get: endpoint({ method: 'GET', path: PATHS.product, params: IdParams, response: envelope(Product) }),
  quantities: endpoint({ method: 'GET', path: PATHS.quantities, response: envelope(v.array(QuantityRecord)) }),
  quantity: endpoint({ method: 'GET', path: PATHS.quantity, params: IdParams, response: envelope(QuantityRecord) }),
};
