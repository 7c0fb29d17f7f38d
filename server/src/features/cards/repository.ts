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

export function cardsOf(db: Db, userId: number): CardRow[] {
  return db.prepare<[number], CardRow>('SELECT * FROM Cards WHERE UserId = ? ORDER BY id').all(userId);
}

/** Stores a card (only its masked number) and gives its id. */
export function insertCard(db: Db, userId: number, card: { fullName: string; digits: string; expMonth: number; expYear: number }, at: string): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(userId, card.fullName, storedCardNumber(card.digits), card.expMonth, card.expYear, at, at);
  return Number(lastInsertRowid);
}

export function deleteCard(db: Db, id: number): void {
  db.prepare('DELETE FROM Cards WHERE id = ?').run(id);
}
