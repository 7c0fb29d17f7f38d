import { api, PATHS, pathTo, refreshBasketCount } from '@pulp/shared';
import { checkoutSession } from '../common/checkoutSession';
import { encodeCouponData } from '../coupon/coupon';
import type { basket, ResponseOf } from '@pulp/shared/contract';

/** Places the order from the stored choices; afterwards they are cleared and the badge refreshed. */
export async function placeOrder(bid: number): Promise<string> {
  const answer = await api.post<ResponseOf<typeof basket.checkout>>(pathTo(PATHS.checkout, { id: bid }), {
    couponData: encodeCouponData(checkoutSession.couponDetails()),
    orderDetails: {
      paymentId: checkoutSession.paymentId(),
      addressId: checkoutSession.addressId(),
      deliveryMethodId: checkoutSession.deliveryMethodId(),
    },
  });
  checkoutSession.clearAfterOrder();
  await refreshBasketCount().catch(() => undefined);
  return answer.orderConfirmation;
}
