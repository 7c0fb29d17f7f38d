import type { Db } from '../../db/database';

/** How many products are loaded (none while the seed has not run). */
export function countProducts(db: Db): number {
  return db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM Products').get()?.count ?? 0;
}
