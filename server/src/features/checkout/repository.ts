import type { Db } from '../../db/database';

/** Takes an ordered amount out of a stock record. */
export function takeFromStock(db: Db, quantityId: number, amount: number, at: string): void {
  db.prepare('UPDATE Quantitys SET quantity = quantity - ?, updatedAt = ? WHERE id = ?').run(amount, at, quantityId);
}
