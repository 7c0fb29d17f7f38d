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

/** The fields of an address a user writes. */
export type AddressFields = Pick<AddressRow, 'country' | 'fullName' | 'mobileNum' | 'zipCode' | 'streetAddress' | 'city' | 'state'>;

export function addressesOf(db: Db, userId: number): AddressRow[] {
  return db.prepare<[number], AddressRow>('SELECT * FROM Addresses WHERE UserId = ? ORDER BY id').all(userId);
}

/** Saves a new address of a user; its id. */
export function insertAddress(db: Db, userId: number, address: AddressFields, at: string): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(userId, address.fullName, address.mobileNum, address.zipCode, address.streetAddress, address.city, address.state, address.country, at, at);
  return Number(lastInsertRowid);
}

export function updateAddress(db: Db, id: number, address: AddressFields, at: string): void {
  db.prepare('UPDATE Addresses SET fullName = ?, mobileNum = ?, zipCode = ?, streetAddress = ?, city = ?, state = ?, country = ?, updatedAt = ? WHERE id = ?').run(
    address.fullName,
    address.mobileNum,
    address.zipCode,
    address.streetAddress,
    address.city,
    address.state,
    address.country,
    at,
    id,
  );
}

export function deleteAddress(db: Db, id: number): void {
  db.prepare('DELETE FROM Addresses WHERE id = ?').run(id);
}
