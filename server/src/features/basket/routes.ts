import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { now } from '../../db/database';
import { requireUser } from '../../auth/guard';
import { badRequest, notFound } from '../../http/errors';
import { idParams } from '../../http/schemas';
import type { Catalogue } from '../products/catalogue';
import { solve } from '../challenges/solve';
import { findBasket, ownBasket as ownBasketRow } from './repository';

interface BasketItemRow {
  id: number;
  ProductId: number;
  BasketId: number;
  quantity: number;
  createdAt: string;
  updatedAt: string;
}

const MAX_ITEM_QUANTITY = 1000;

/** The JSON text of each POST /api/BasketItems request, beside its parsed body. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The first "BasketId" written in a JSON text (a key may appear more than once). */
function firstBasketIdIn(json: string | undefined): number | null {
  const match = /"BasketId"\s*:\s*"?(\d+)/.exec(json ?? '');
  return match ? Number(match[1]) : null;
}

export function registerBasketRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;
  const basketProducts = db.prepare(
    `SELECT p.id, p.name, p.description, p.price, p.deluxePrice, p.image, p.createdAt, p.updatedAt,
            bi.id AS itemId, bi.ProductId, bi.BasketId, bi.quantity, bi.createdAt AS itemCreatedAt, bi.updatedAt AS itemUpdatedAt
       FROM BasketItems bi JOIN Products p ON p.id = bi.ProductId
      WHERE bi.BasketId = ? ORDER BY bi.id`,
  );
  const itemById = db.prepare<[number], BasketItemRow>('SELECT * FROM BasketItems WHERE id = ?');
  const itemByProduct = db.prepare<[number, number], BasketItemRow>('SELECT * FROM BasketItems WHERE BasketId = ? AND ProductId = ?');

  const ownBasket = (basketId: number, userId: number) => ownBasketRow(db, basketId, userId);

  function ownItem(itemId: number, userId: number): BasketItemRow {
    const item = itemById.get(itemId);
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

  app.get<{ Params: { id: number } }>('/rest/basket/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(ctx, request);
    // vuln: basketAccessChallenge — the basket is found by the id in the path alone; whose it
    // is goes unchecked here (every other basket route still checks ownership).
    const basket = findBasket(db, request.params.id);
    if (!basket) throw notFound('No basket with this id.');
    if (basket.UserId !== user.id) solve(ctx, 'basketAccessChallenge');
    const rows = basketProducts.all(basket.id) as Record<string, unknown>[];
    const Products = rows.map(({ itemId, ProductId, BasketId, quantity, itemCreatedAt, itemUpdatedAt, ...product }) => ({
      ...product,
      BasketItem: { id: itemId, ProductId, BasketId, quantity, createdAt: itemCreatedAt, updatedAt: itemUpdatedAt },
    }));
    return { status: 'success', data: { id: basket.id, UserId: basket.UserId, coupon: basket.coupon, Products } };
  });

  const newItemBody = {
    type: 'object',
    required: ['ProductId', 'BasketId', 'quantity'],
    properties: {
      ProductId: { type: 'integer', minimum: 1 },
      BasketId: { type: 'integer', minimum: 1 },
      quantity: { type: 'integer', minimum: 1, maximum: MAX_ITEM_QUANTITY },
    },
  } as const;

  // Adding an item reads its JSON twice (parsed, and as text for the basket check), so this
  // one route gets a JSON parser that keeps the text.
  void app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      parseJson(request, body as string, done);
    });

    scope.post<{ Body: { ProductId: number; BasketId: number; quantity: number } }>('/api/BasketItems', { schema: { body: newItemBody } }, async (request) => {
      const user = requireUser(ctx, request);
      const { ProductId, BasketId, quantity } = request.body;
      // vuln: basketManipulateChallenge — ownership is checked on the first "BasketId" of the
      // JSON text, while the parsed body (and so the insert) keeps the last one when the key
      // is sent twice.
      const checkedBasketId = firstBasketIdIn(rawBodies.get(request)) ?? BasketId;
      ownBasket(checkedBasketId, user.id);
      const target = findBasket(db, BasketId);
      if (!target) throw notFound('No basket with this id.');
      if (!catalogue.byId(ProductId)) throw notFound(`No product with id ${ProductId}.`);
      if (itemByProduct.get(BasketId, ProductId)) throw badRequest('This product is already in the basket: change its quantity instead.');
      checkStock(ProductId, quantity);
      const at = now();
      const id = Number(db.prepare('INSERT INTO BasketItems (ProductId, BasketId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)').run(ProductId, BasketId, quantity, at, at).lastInsertRowid);
      if (target.UserId !== user.id) solve(ctx, 'basketManipulateChallenge');
      return { status: 'success', data: itemById.get(id) };
    });
  });

  // The list API clients use to read (and then empty) a basket: the caller's own items only —
  // the other shop lists every user's items here, which no client needs.
  const ownItems = db.prepare<[number], BasketItemRow>(
    'SELECT bi.* FROM BasketItems bi JOIN Baskets b ON b.id = bi.BasketId WHERE b.UserId = ? ORDER BY bi.id',
  );
  app.get('/api/BasketItems', async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: ownItems.all(user.id) };
  });

  app.get<{ Params: { id: number } }>('/api/BasketItems/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: ownItem(request.params.id, user.id) };
  });

  const quantityBody = {
    type: 'object',
    required: ['quantity'],
    // vuln: negativeOrderChallenge — a changed quantity has an upper bound but no lower one
    // (a new item still needs at least 1), so a basket line can go below zero.
    properties: { quantity: { type: 'integer', minimum: -MAX_ITEM_QUANTITY, maximum: MAX_ITEM_QUANTITY } },
  } as const;

  app.put<{ Params: { id: number }; Body: { quantity: number } }>('/api/BasketItems/:id', { schema: { params: idParams, body: quantityBody } }, async (request) => {
    const user = requireUser(ctx, request);
    const item = ownItem(request.params.id, user.id);
    checkStock(item.ProductId, request.body.quantity);
    db.prepare('UPDATE BasketItems SET quantity = ?, updatedAt = ? WHERE id = ?').run(request.body.quantity, now(), item.id);
    return { status: 'success', data: itemById.get(item.id) };
  });

  app.delete<{ Params: { id: number } }>('/api/BasketItems/:id', { schema: { params: idParams } }, async (request) => {
    const user = requireUser(ctx, request);
    const item = ownItem(request.params.id, user.id);
    db.prepare('DELETE FROM BasketItems WHERE id = ?').run(item.id);
    return { status: 'success', data: item };
  });
}
