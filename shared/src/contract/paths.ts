/**
 * Every converted endpoint's path, one place for the server's routes and the clients' calls.
 * Plain strings (no schemas), so a client that only calls an endpoint ships no validation code.
 */
export const PATHS = {
  addresses: '/api/Addresss',
  address: '/api/Addresss/:id',
  basket: '/rest/basket/:id',
  basketCoupon: '/rest/basket/:id/coupon/:coupon',
  checkout: '/rest/basket/:id/checkout',
  deliveryMethods: '/api/Deliverys',
  deliveryMethod: '/api/Deliverys/:id',
  products: '/api/Products',
  product: '/api/Products/:id',
  productSearch: '/rest/products/search',
  productReviews: '/rest/products/:id/reviews',
  reviews: '/rest/products/reviews',
  quantities: '/api/Quantitys',
  orderHistory: '/rest/order-history',
  trackOrder: '/rest/track-order/:id',
  recycles: '/api/Recycles',
  recycle: '/api/Recycles/:id',
  quantity: '/api/Quantitys/:id',
  staffOrders: '/rest/order-history/orders',
  deliveryStatus: '/rest/order-history/:id/delivery-status',
  walletBalance: '/rest/wallet/balance',
} as const;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's `:name` placeholders take. */
export type PathValues<Path extends string> = Record<ParamNames<Path>, string | number>;

/**
 * A path with its placeholders filled in (each value URL-encoded), e.g.
 * `pathTo(PATHS.basket, { id: 4 })` → `/rest/basket/4`.
 */
export function pathTo<Path extends string>(path: Path, values: PathValues<Path>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
