import { storedCardNumber, type Db } from '../../db/database';
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

/**
 * Cards leave the server with 12 stars and the last four digits only. That is all the shop
 * stores too (storedCardNumber); masking again here keeps the answer's shape whatever the row holds.
 */
export function maskedCard(card: CardRow) {
  return { ...card, cardNum: storedCardNumber(card.cardNum) };
}

export function findCard(db: Db, id: number): CardRow | undefined {
  return db.prepare<[number], CardRow>('SELECT * FROM Cards WHERE id = ?').get(id);
}

/** The caller's own card (404 when missing, 403 when someone else's). */
export function ownCard(db: Db, id: number, userId: number): CardRow {
  return ownedBy(findCard(db, id), userId, 'card');
}
