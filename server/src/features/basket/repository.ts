import type { Db } from '../../db/database';
import { ownedBy } from '../../http/ownership';

export interface BasketRow {
  id: number;
  /** Every basket is made for a user (basketIdOf, the seed). */
  UserId: number;
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

/** A basket of this user, or nothing: whether another user's basket exists is not told. */
export function findOwnBasket(db: Db, id: number, userId: number): BasketRow | undefined {
  return db.prepare<[number, number], BasketRow>('SELECT id, UserId, coupon FROM Baskets WHERE id = ? AND UserId = ?').get(id, userId);
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

/** One row of BasketItems. */
export interface BasketItemRow {
  id: number;
  ProductId: number;
  BasketId: number;
  quantity: number;
  createdAt: string;
  updatedAt: string;
}

/** A basket's products, each with its basket line, as the basket page shows them. */
/** A row of basketProducts' statement: the product's columns, then its basket line's. */
interface BasketProductRow {
  id: number;
  name: string;
  description: string;
  price: number;
  deluxePrice: number;
  image: string;
  createdAt: string;
  updatedAt: string;
  itemId: number;
  ProductId: number;
  BasketId: number;
  quantity: number;
  itemCreatedAt: string;
  itemUpdatedAt: string;
}

export function basketProducts(db: Db, basketId: number) {
  const rows = db
    .prepare<[number], BasketProductRow>(
      `SELECT p.id, p.name, p.description, p.price, p.deluxePrice, p.image, p.createdAt, p.updatedAt,
              bi.id AS itemId, bi.ProductId, bi.BasketId, bi.quantity, bi.createdAt AS itemCreatedAt, bi.updatedAt AS itemUpdatedAt
         FROM BasketItems bi JOIN Products p ON p.id = bi.ProductId
        WHERE bi.BasketId = ? ORDER BY bi.id`,
    )
    .all(basketId);
  return rows.map(({ itemId, ProductId, BasketId, quantity, itemCreatedAt, itemUpdatedAt, ...product }) => ({
    ...product,
    BasketItem: { id: itemId, ProductId, BasketId, quantity, createdAt: itemCreatedAt, updatedAt: itemUpdatedAt },
  }));
}

export function findBasketItem(db: Db, id: number): BasketItemRow | undefined {
  return db.prepare<[number], BasketItemRow>('SELECT * FROM BasketItems WHERE id = ?').get(id);
}

export function findBasketItemOfProduct(db: Db, basketId: number, productId: number): BasketItemRow | undefined {
  return db.prepare<[number, number], BasketItemRow>('SELECT * FROM BasketItems WHERE BasketId = ? AND ProductId = ?').get(basketId, productId);
}

/** Every line of every basket of one user. */
export function basketItemsOfUser(db: Db, userId: number): BasketItemRow[] {
  return db
    .prepare<[number], BasketItemRow>('SELECT bi.* FROM BasketItems bi JOIN Baskets b ON b.id = bi.BasketId WHERE b.UserId = ? ORDER BY bi.id')
    .all(userId);
}

export function insertBasketItem(db: Db, item: { ProductId: number; BasketId: number; quantity: number }, at: string): number {
  return Number(
    db
      .prepare('INSERT INTO BasketItems (ProductId, BasketId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
      .run(item.ProductId, item.BasketId, item.quantity, at, at).lastInsertRowid,
  );
}

export function setBasketItemQuantity(db: Db, id: number, quantity: number, at: string): void {
  db.prepare('UPDATE BasketItems SET quantity = ?, updatedAt = ? WHERE id = ?').run(quantity, at, id);
}

export function deleteBasketItem(db: Db, id: number): void {
  db.prepare('DELETE FROM BasketItems WHERE id = ?').run(id);
}

/** Puts a coupon on a basket (checkout reads it back from there). */
export function setBasketCoupon(db: Db, basketId: number, coupon: string, at: string): void {
  db.prepare('UPDATE Baskets SET coupon = ?, updatedAt = ? WHERE id = ?').run(coupon, at, basketId);
}

/** After a checkout: no lines, no coupon. */
export function emptyBasket(db: Db, basketId: number, at: string): void {
  db.prepare('DELETE FROM BasketItems WHERE BasketId = ?').run(basketId);
  db.prepare('UPDATE Baskets SET coupon = NULL, updatedAt = ? WHERE id = ?').run(at, basketId);
}
