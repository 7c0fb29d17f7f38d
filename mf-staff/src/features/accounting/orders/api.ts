import { api, getApiBase, type DataEnvelope, type Order } from '@pulp/shared';

/** What the staff order list holds of an order (spec section 3). */
export type StaffOrder = Required<Pick<Order, '_id' | 'orderId' | 'totalPrice' | 'delivered'>> & {
  email?: string | null;
  createdAt?: string | null;
};

export async function loadStaffOrders(): Promise<StaffOrder[]> {
  return (await api.get<DataEnvelope<StaffOrder[]>>('/rest/order-history/orders')).data;
}

/**
 * Toggles an order's delivery. The body carries the state the accountant saw; the server
 * stores the opposite. Answers the new delivered flag.
 */
export async function toggleDelivery(order: StaffOrder): Promise<boolean> {
  const response = await api.put<DataEnvelope<Partial<StaffOrder>> | undefined>(`/rest/order-history/${encodeURIComponent(order._id)}/delivery-status`, {
    deliveryStatus: order.delivered,
  });
  const delivered = response?.data?.delivered;
  return typeof delivered === 'boolean' ? delivered : !order.delivered;
}

/** The order confirmation PDF (spec section 7). */
export function orderPdfUrl(orderId: string): string {
  return `${getApiBase()}/ftp/order_${encodeURIComponent(orderId)}.pdf`;
}
