import type { Db } from '../../db/database';
import { ownedBy } from '../../http/ownership';

export interface AddressRow {
  id: number;
  UserId: number;
  fullName: string;
  mobileNum: number;
  zipCode: string;
  streetAddress: string;
  city: string;
  state: string | null;
  country: string;
  createdAt: string;
  updatedAt: string;
}

export function findAddress(db: Db, id: number): AddressRow | undefined {
  return db.prepare<[number], AddressRow>('SELECT * FROM Addresses WHERE id = ?').get(id);
}

/** The caller's own address (404 when missing, 403 when someone else's). */
export function ownAddress(db: Db, id: number, userId: number): AddressRow {
  return ownedBy(findAddress(db, id), userId, 'address');
}
