import type { Db } from '../../db/database';
import { ownedBy } from '../../http/ownership';

export interface BasketRow {
  id: number;
  UserId: number | null;
  coupon: string | null;
}

/** One line of a basket joined with its product. */
export interface BasketLine {
  itemId: number;
  ProductId: number;
  quantity: number;
  name: string;
  price: number;
  deluxePrice: number;
}

export function findBasket(db: Db, id: number): BasketRow | undefined {
  return db.prepare<[number], BasketRow>('SELECT id, UserId, coupon FROM Baskets WHERE id = ?').get(id);
}

/** Only the owner reaches a basket. */
export function ownBasket(db: Db, id: number, userId: number): BasketRow {
  return ownedBy(findBasket(db, id), userId, 'basket');
}

export function basketLines(db: Db, basketId: number): BasketLine[] {
  return db
    .prepare<[number], BasketLine>(
      `SELECT bi.id AS itemId, bi.ProductId, bi.quantity, p.name, p.price, p.deluxePrice
         FROM BasketItems bi JOIN Products p ON p.id = bi.ProductId
        WHERE bi.BasketId = ? ORDER BY bi.id`,
    )
    .all(basketId);
}
