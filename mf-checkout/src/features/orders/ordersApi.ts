import { api, PATHS, pathTo, type Order } from '@pulp/shared';
import type { orders, ResponseOf } from '@pulp/shared/contract';

export const ordersApi = {
  history: async () => (await api.get<ResponseOf<typeof orders.history>>(PATHS.orderHistory)).data,
  track: async (orderId: string) => (await api.get<ResponseOf<typeof orders.track>>(pathTo(PATHS.trackOrder, { id: orderId }))).data[0] ?? null,
};

/** The order confirmation PDF, served beside the shop (opened as a plain link). */
export function orderPdfUrl(orderId: string): string {
  return `.${pathTo(PATHS.orderPdf, { orderId })}`;
}

/** Newest first; orders without a date keep their place at the end. */
export function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/** The sum of an order's lines before delivery and promotion. */
export function itemsOf(order: Order): number {
  return Math.round(order.products.reduce((sum, line) => sum + line.total, 0) * 100) / 100;
}
