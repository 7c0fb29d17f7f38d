import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { links, orders as orderApi } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import { requestLanguage } from '../../http/html-page';
import { solve } from '../challenges/solve';
import { selectorFromText } from '../challenges/shopping/operators';
import { isOrderId, newestFirst, ORDER_STAFF_ROLES, visibleOrder, type OrderDoc } from './orders';
import { orderConfirmationFile } from './confirmation';

/**
 * The customer's side of orders: history, tracking and the confirmation PDF. The staff's order
 * list and delivery toggle (GET /rest/order-history/orders, PUT …/delivery-status) belong to
 * the staff feature and read the same documents.
 */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orders = () => ctx.documents.orders;

  serve(app, orderApi.history, async (request) => {
    const user = requireUser(ctx, request);
    // A plain comparison, not a query: every checkout adds an order, and a busy shop's history
    // was its slowest read after the checkout itself.
    return { status: 'success', data: newestFirst(orders().filter((order) => order.email === user.email) as OrderDoc[]) };
  });

  serve(app, orderApi.track, async (request) => {
    const user = requireUser(ctx, request);
    const text = request.params.id;
    // vuln: noSqlOrdersChallenge — an id that looks like JSON is parsed into the query (the
    // old tracking widget sent them so), and the owner check below asks whether *a* match is
    // the caller's: right for one id, wrong for an operator that matches many orders.
    const selector = isHardened(ctx, 'noSqlOrdersChallenge') ? text : selectorFromText(text);
    if (selector === null || (typeof selector === 'string' && !isOrderId(selector))) throw badRequest('This is not an order id.');
    const matches = orders().find({ orderId: selector }) as OrderDoc[];
    if (!matches.length) throw notFound(`No order with id ${typeof selector === 'string' ? selector : 'like this'}.`);
    const isStaff = ORDER_STAFF_ROLES.includes(user.role);
    if (!isStaff && !matches.some((order) => order.email === user.email)) throw forbidden('This order is not yours.');
    if (!isStaff && matches.some((order) => order.email !== user.email)) solve(ctx, 'noSqlOrdersChallenge');
    return { status: 'success', data: newestFirst(matches) };
  });

  serve(app, links.orderPdf, async (request, reply) => {
    // A plain link opens the PDF, so the session comes from the token cookie here.
    const user = requireUser(ctx, request);
    const order = visibleOrder(ctx, request.params.orderId, user);
    // In the reader's language (the PDF embeds fonts for every script the shop speaks, pdfFonts.ts),
    // drawn on the first read in it (confirmation.ts).
    const file = await orderConfirmationFile(ctx, order, requestLanguage(ctx, request));
    reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="order_${order.orderId}.pdf"`)
      .header('Cache-Control', 'private, no-store');
    return fs.readFileSync(file);
  });

}
