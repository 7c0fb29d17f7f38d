import type { FastifyInstance } from 'fastify';
import { basket as basketApi } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import { basketLines, emptyBasket, ownBasket } from '../basket/repository';
import { takeFromStock } from './repository';
import { ownAddress } from '../addresses/repository';
import { ownCard } from '../cards/repository';
import { deliveryFor, findDelivery } from '../deliveries/repository';
import { applicableDiscount } from '../coupons/discount';
import { findUserById } from '../users/repository';
import { newOrderId, type OrderDoc } from '../orders/orders';
import { keepOrderAddress } from '../orders/confirmation';
import type { Catalogue } from '../products/catalogue';
import type { Wallets } from '../wallet/wallets';
import { detectCheckoutChallenges } from './challenges';
import { orderFigures, orderLines } from './pricing';

/** "wallet" or the id of a card (session storage hands the client strings). */
function paymentChoice(value: number | string): 'wallet' | number {
  if (value === 'wallet') return 'wallet';
  const id = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1) throw badRequest('Choose a card or the wallet to pay with.');
  return id;
}

/** Placing an order from the own basket (docs/behaviour.md, "Checkout"). */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue, wallets: Wallets): void {
  const { db } = ctx;

  serve(app, basketApi.checkout, async (request) => {
    const user = requireUser(ctx, request);
    const account = findUserById(db, user.id);
    if (!account) throw notFound('This account does not exist any more.');
    const basket = ownBasket(db, request.params.id, user.id);
    const { orderDetails, couponData } = request.body;

    const address = ownAddress(db, orderDetails.addressId, user.id);
    const payment = paymentChoice(orderDetails.paymentId);
    if (payment !== 'wallet') ownCard(db, payment, user.id);
    const deliveryRow = findDelivery(db, orderDetails.deliveryMethodId);
    if (!deliveryRow) throw badRequest(`No delivery method with id ${orderDetails.deliveryMethodId}.`);

    const isDeluxe = account.role === 'deluxe';
    const delivery = deliveryFor(deliveryRow, isDeluxe);
    const lines = orderLines(basketLines(db, basket.id), isDeluxe);
    if (!lines.length) throw badRequest('Your basket is empty.');
    const discount = applicableDiscount(ctx.config.coupons.secret, basket.coupon, couponData ?? undefined, new Date(), ctx.config);
    const figures = orderFigures(lines, delivery.price, discount.percent);

    const order: Omit<OrderDoc, '_id'> = {
      orderId: newOrderId(),
      email: account.email,
      totalPrice: figures.totalPrice,
      products: lines,
      bonus: figures.bonus,
      eta: String(delivery.eta),
      delivered: false,
      promotionalAmount: figures.promotionalAmount,
      deliveryPrice: delivery.price,
      addressId: address.id,
      paymentId: payment,
      createdAt: now(),
    };

    // Stock, payment, basket and order change together or not at all.
    const place = db.transaction(() => {
      for (const line of lines) {
        const stock = catalogue.quantityOfProduct(line.id);
        if (!stock || stock.quantity < line.quantity) throw badRequest(`Only ${Math.max(stock?.quantity ?? 0, 0)} of ${line.name} left in stock. Please change the quantity.`);
        if (stock.limitPerUser !== null && line.quantity > stock.limitPerUser) throw badRequest(`You can order only up to ${stock.limitPerUser} of ${line.name}.`);
        takeFromStock(db, stock.id, line.quantity, now());
      }
      if (payment === 'wallet') wallets.debit(user.id, figures.totalPrice);
      emptyBasket(db, basket.id, now());
      return ctx.documents.orders.insert(order) as OrderDoc;
    });
    let placed: OrderDoc;
    try {
      placed = place();
    } catch (error) {
      // A rolled-back transaction may have left the document cache ahead of the table.
      ctx.documents.orders.reload();
      throw error;
    }
    catalogue.changed();
    detectCheckoutChallenges(ctx, placed, discount, (productId) => Boolean(catalogue.byIdWithWithdrawn(productId)?.deletedAt));

    try {
      // The confirmation PDF is drawn when first read (orders/confirmation.ts), with the address
      // the order was placed with.
      keepOrderAddress(ctx.settings.dataDir, placed.orderId, address);
    } catch (error) {
      // The order stands; its confirmation then shows the address as it is when first read.
      request.log.error(error);
    }
    return { status: 'success', orderConfirmation: placed.orderId };
  });
}
