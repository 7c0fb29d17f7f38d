import type { Db } from '../../db/database';
import { now } from '../../db/database';
import type { ProductRow, QuantityRow } from '../products/catalogue';

/** Writes of the catalogue that staff make: a product's price and a stock count. */
export class ProductEdits {
  constructor(private readonly db: Db) {}

  /** The updated product (and its description, when one is given), or undefined when there is no such (live) product. */
  setPrice(id: number, price: number, description?: string): ProductRow | undefined {
    const changed = this.db
      .prepare('UPDATE Products SET price = ?, description = COALESCE(?, description), updatedAt = ? WHERE id = ? AND deletedAt IS NULL')
      .run(price, description ?? null, now(), id).changes;
    if (!changed) return undefined;
    return this.db.prepare<[number], ProductRow>('SELECT * FROM Products WHERE id = ?').get(id);
  }

  /** The product with its new description, or undefined when there is no such (live) product. */
  setDescription(id: number, description: string): ProductRow | undefined {
    const changed = this.db.prepare('UPDATE Products SET description = ?, updatedAt = ? WHERE id = ? AND deletedAt IS NULL').run(description, now(), id).changes;
    if (!changed) return undefined;
    return this.db.prepare<[number], ProductRow>('SELECT * FROM Products WHERE id = ?').get(id);
  }

  /** The updated quantity record (by its own id), or undefined when there is none. */
  setQuantity(id: number, quantity: number): QuantityRow | undefined {
    const changed = this.db.prepare('UPDATE Quantitys SET quantity = ?, updatedAt = ? WHERE id = ?').run(quantity, now(), id).changes;
    if (!changed) return undefined;
    return this.db.prepare<[number], QuantityRow>('SELECT id, ProductId, quantity, limitPerUser FROM Quantitys WHERE id = ?').get(id);
  }
}
