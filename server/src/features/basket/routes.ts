import type { FastifyInstance, FastifyRequest } from 'fastify';
import { basket as basketApi, basketItems } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { badRequest, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import type { Catalogue } from '../products/catalogue';
import { solve } from '../challenges/solve';
import {
  basketItemsOfUser,
  basketProducts,
  deleteBasketItem,
  findBasket,
  findOwnBasket,
  findBasketItem,
  findBasketItemOfProduct,
  insertBasketItem,
  ownBasket as ownBasketRow,
  setBasketItemQuantity,
  type BasketItemRow,
} from './repository';

/** The JSON text of each POST /api/BasketItems request, beside its parsed body. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The first "BasketId" written in a JSON text (a key may appear more than once). */
function firstBasketIdIn(json: string | undefined): number | null {
  const match = /"BasketId"\s*:\s*"?(\d+)/.exec(json ?? '');
  return match ? Number(match[1]) : null;
}

export function registerBasketRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;
  const ownBasket = (basketId: number, userId: number) => ownBasketRow(db, basketId, userId);

  function ownItem(itemId: number, userId: number): BasketItemRow {
    const item = findBasketItem(db, itemId);
    if (!item) throw notFound(`No basket item with id ${itemId}.`);
    ownBasket(item.BasketId, userId);
    return item;
  }

  /** Refuses quantities beyond stock or the per-user limit. */
  function checkStock(productId: number, quantity: number): void {
    const stock = catalogue.quantityOfProduct(productId);
    if (!stock) throw notFound(`No product with id ${productId}.`);
    if (stock.limitPerUser !== null && quantity > stock.limitPerUser) {
      throw badRequest(`You can order only up to ${stock.limitPerUser} items of this product.`);
    }
    if (quantity > stock.quantity) throw badRequest('We are out of stock! Sorry for the inconvenience.');
  }

  serve(app, basketApi.get, async (request) => {
    const user = requireUser(ctx, request);
    // vuln: basketAccessChallenge — the basket is found by the id in the path alone; whose it
    // is goes unchecked here (every other basket route still checks ownership).
    const basket = isHardened(ctx, 'basketAccessChallenge') ? findOwnBasket(db, request.params.id, user.id) : findBasket(db, request.params.id);
    if (!basket) throw notFound('No basket with this id.');
    if (basket.UserId !== user.id) solve(ctx, 'basketAccessChallenge');
    return { status: 'success', data: { id: basket.id, UserId: basket.UserId, coupon: basket.coupon, Products: basketProducts(db, basket.id) } };
  });

  // Adding an item reads its JSON twice (parsed, and as text for the basket check), so this
  // one route gets a JSON parser that keeps the text.
  void app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      parseJson(request, body as string, done);
    });

    serve(scope, basketItems.add, async (request) => {
      const user = requireUser(ctx, request);
      const { ProductId, BasketId, quantity } = request.body;
      // vuln: basketManipulateChallenge — ownership is checked on the first "BasketId" of the
      // JSON text, while the parsed body (and so the insert) keeps the last one when the key
      // is sent twice.
      const checkedBasketId = isHardened(ctx, 'basketManipulateChallenge') ? BasketId : (firstBasketIdIn(rawBodies.get(request)) ?? BasketId);
      ownBasket(checkedBasketId, user.id);
      const target = findBasket(db, BasketId);
      if (!target) throw notFound('No basket with this id.');
      // vuln: christmasSpecialChallenge — the product is looked up with withdrawn ones included:
      // an id no page shows any more (but an injected search does) still goes into the basket.
      if (isHardened(ctx, 'christmasSpecialChallenge')) {
        if (!catalogue.byId(ProductId)) throw notFound(`No product with id ${ProductId}.`);
      } else {
        if (!catalogue.byIdWithWithdrawn(ProductId)) throw notFound(`No product with id ${ProductId}.`);
      }
      if (findBasketItemOfProduct(db, BasketId, ProductId)) throw badRequest('This product is already in the basket: change its quantity instead.');
      checkStock(ProductId, quantity);
      const id = insertBasketItem(db, { ProductId, BasketId, quantity }, now());
      if (target.UserId !== user.id) solve(ctx, 'basketManipulateChallenge');
      // The row was just inserted: it is there.
      return { status: 'success', data: findBasketItem(db, id)! };
    });
  });

  // The list API clients use to read (and then empty) a basket: the caller's own items only —
  // the other shop lists every user's items here, which no client needs.
  serve(app, basketItems.list, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: basketItemsOfUser(db, user.id) };
  });

  serve(app, basketItems.get, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: ownItem(request.params.id, user.id) };
  });

  // vuln: negativeOrderChallenge ? — the quantity goes in as the contract let it through (no lower bound).
  serve(app, basketItems.setQuantity, async (request) => {
    const user = requireUser(ctx, request);
    const item = ownItem(request.params.id, user.id);
    checkStock(item.ProductId, request.body.quantity);
    setBasketItemQuantity(db, item.id, request.body.quantity, now());
    // The row was just updated (ownItem found it): it is there.
    return { status: 'success', data: findBasketItem(db, item.id)! };
  });

  serve(app, basketItems.remove, async (request) => {
    const user = requireUser(ctx, request);
    const item = ownItem(request.params.id, user.id);
    deleteBasketItem(db, item.id);
    return { status: 'success', data: item };
  });
}
