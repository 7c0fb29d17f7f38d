import type { Db } from '../../db/database';

export interface DeliveryRow {
  id: number;
  name: string;
  price: number;
  deluxePrice: number;
  eta: number;
  icon: string;
}

/** What a customer pays for a delivery method: deluxe members pay the deluxe price. */
export function deliveryFor(row: DeliveryRow, isDeluxe: boolean): DeliveryRow {
  return { ...row, price: isDeluxe ? row.deluxePrice : row.price };
}

export function allDeliveries(db: Db): DeliveryRow[] {
  return db.prepare<[], DeliveryRow>('SELECT * FROM Deliveries ORDER BY id').all();
}

export function findDelivery(db: Db, id: number): DeliveryRow | undefined {
  return db.prepare<[number], DeliveryRow>('SELECT * FROM Deliveries WHERE id = ?').get(id);
}
