import { api, PATHS, pathTo, getApiBase, type StaffOrder } from '@pulp/shared';
import type { staff, ResponseOf } from '@pulp/shared/contract';

export type { StaffOrder };

export async function loadStaffOrders(): Promise<StaffOrder[]> {
  return (await api.get<ResponseOf<typeof staff.orders>>(PATHS.staffOrders)).data;
}

/**
 * Toggles an order's delivery. The body carries the state the accountant saw; the server
 * stores the opposite. Answers the new delivered flag.
 */
export async function toggleDelivery(order: StaffOrder): Promise<boolean> {
  const response = await api.put<ResponseOf<typeof staff.toggleDelivery>>(pathTo(PATHS.deliveryStatus, { id: order._id }), {
    deliveryStatus: order.delivered,
  });
  const delivered = response?.data?.delivered;
  return typeof delivered === 'boolean' ? delivered : !order.delivered;
}

/** The order confirmation PDF (docs/behaviour.md, "API conventions"). */
export function orderPdfUrl(orderId: string): string {
  return `${getApiBase()}${pathTo(PATHS.orderPdf, { orderId })}`;
}
