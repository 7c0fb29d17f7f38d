import type { DeliveryState } from '../types/entities';

/**
 * Where an order is, as every screen shows it (tracking, the order history, accounting): worked
 * out from what the shop stores about the order alone, so no two screens can disagree
 * (docs/behaviour.md, "Order delivery status").
 */
export type OrderStatus = Exclude<DeliveryState, 'New'>;

/** The steps of an order's way, as tracking draws them; the first is done once it is placed. */
export const ORDER_STEPS: readonly DeliveryState[] = ['New', 'Packing', 'Transit', 'Delivered'];

/** The one label (shell/i18n) of each step, and so of each status. */
export const ORDER_STATUS_LABELS: Record<DeliveryState, string> = {
  New: 'ORDER_STATUS_NEW',
  Packing: 'ORDER_STATUS_PACKING',
  Transit: 'ORDER_STATUS_TRANSIT',
  Delivered: 'ORDER_STATUS_DELIVERED',
};

/** Whole days until delivery, or null where an order has no estimate. */
export function etaDays(eta: string | number | null | undefined): number | null {
  if (eta === null || eta === undefined || String(eta).trim() === '') return null;
  const days = Number(eta);
  return Number.isFinite(days) ? days : null;
}

/** Delivered once accounting says so; before that packed while more than 2 days remain, then in transit. */
export function orderStatus(order: { delivered: boolean; eta?: string | number | null }): OrderStatus {
  if (order.delivered) return 'Delivered';
  const days = etaDays(order.eta);
  return days !== null && days > 2 ? 'Packing' : 'Transit';
}
