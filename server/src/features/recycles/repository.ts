import type { Db } from '../../db/database';

export interface RecycleRow {
  id: number;
  UserId: number;
  AddressId: number;
  quantity: number;
  isPickup: number;
  date: string | null;
  createdAt: string;
  updatedAt: string;
}

export function findRecycle(db: Db, id: number): RecycleRow | undefined {
  return db.prepare<[number], RecycleRow>('SELECT * FROM Recycles WHERE id = ?').get(id);
}

/** A user's requests, newest first. */
export function recyclesOf(db: Db, userId: number): RecycleRow[] {
  return db.prepare<[number], RecycleRow>('SELECT * FROM Recycles WHERE UserId = ? ORDER BY id DESC').all(userId);
}

export interface NewRecycle {
  UserId: number;
  AddressId: number;
  quantity: number;
  isPickup: boolean;
  date: string | null;
}

/** Saves a request; the stored row. */
export function insertRecycle(db: Db, recycle: NewRecycle, at: string): RecycleRow {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Recycles (UserId, AddressId, quantity, isPickup, date, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(recycle.UserId, recycle.AddressId, recycle.quantity, recycle.isPickup ? 1 : 0, recycle.date, at, at);
  return findRecycle(db, Number(lastInsertRowid))!;
}
