import { randomBytes } from 'node:crypto';
import type { Doc } from '../../db/documents';
import type { TokenUser } from '../../auth/tokens';
import { forbidden, notFound } from '../../http/errors';
import type { AppContext } from '../../context';

export interface OrderLine {
  quantity: number;
  /** The product id. */
  id: number;
  name: string;
  price: number;
  total: number;
  bonus: number;
}

/** An order as kept in the document store (ctx.documents.orders); the staff screens list these. */
export interface OrderDoc extends Doc {
  orderId: string;
  email: string;
  totalPrice: number;
  products: OrderLine[];
  bonus: number;
  /** Days until delivery, as a string like the reference shop keeps it. */
  eta: string;
  delivered: boolean;
  promotionalAmount: number;
  deliveryPrice: number;
  addressId: number;
  paymentId: number | 'wallet';
  createdAt: string;
}

/** Order ids look like "3f9a-0c41d2e7b88a9f10": hard to guess, easy to read out on the phone. */
export const ORDER_ID_PATTERN = '^[0-9a-f]{4}-[0-9a-f]{16}$';
const ORDER_ID = new RegExp(ORDER_ID_PATTERN);

export function newOrderId(): string {
  const hex = randomBytes(10).toString('hex');
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}

export function isOrderId(value: string): boolean {
  return ORDER_ID.test(value);
}

/** Staff who may see and change every order. */
export const ORDER_STAFF_ROLES = ['accounting', 'admin'];

export function newestFirst(orders: OrderDoc[]): OrderDoc[] {
  return [...orders].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** The order with this id, if the caller placed it (or works in accounting/administration). */
export function visibleOrder(ctx: AppContext, orderId: string, user: TokenUser): OrderDoc {
  const order = isOrderId(orderId) ? (ctx.documents.orders.findOne({ orderId }) as OrderDoc | null) : null;
  if (!order) throw notFound(`No order with id ${orderId}.`);
  if (order.email !== user.email && !ORDER_STAFF_ROLES.includes(user.role)) throw forbidden('This order is not yours.');
  return order;
}
