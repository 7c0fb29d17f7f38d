import type { Db } from '../../db/database';
import { ownedBy } from '../../http/ownership';

export interface CardRow {
  id: number;
  UserId: number;
  fullName: string;
  cardNum: string;
  expMonth: number;
  expYear: number;
  createdAt: string;
  updatedAt: string;
}

/** Cards leave the server with 12 stars and the last four digits only. */
export function maskedCard(card: CardRow) {
  return { ...card, cardNum: `${'*'.repeat(12)}${card.cardNum.slice(-4)}` };
}

export function findCard(db: Db, id: number): CardRow | undefined {
  return db.prepare<[number], CardRow>('SELECT * FROM Cards WHERE id = ?').get(id);
}

/** The caller's own card (404 when missing, 403 when someone else's). */
export function ownCard(db: Db, id: number, userId: number): CardRow {
  return ownedBy(findCard(db, id), userId, 'card');
}
