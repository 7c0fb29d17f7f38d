import type { Db } from '../../db/database';

export interface FeedbackRow {
  id: number;
  UserId: number | null;
  comment: string;
  rating: number;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = 'id, UserId, comment, rating, createdAt, updatedAt';

export function listFeedback(db: Db): FeedbackRow[] {
  return db.prepare<[], FeedbackRow>(`SELECT ${COLUMNS} FROM Feedbacks ORDER BY id`).all();
}

export function findFeedback(db: Db, id: number): FeedbackRow | undefined {
  return db.prepare<[number], FeedbackRow>(`SELECT ${COLUMNS} FROM Feedbacks WHERE id = ?`).get(id);
}

export function insertFeedback(db: Db, feedback: { UserId: number | null; comment: string; rating: number }, at: string): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(feedback.UserId, feedback.comment, feedback.rating, at, at);
  return Number(lastInsertRowid);
}

/** Deletes one feedback; false when there was none with this id. */
export function deleteFeedback(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM Feedbacks WHERE id = ?').run(id).changes > 0;
}

/**
 * Moves one feedback into the archive (whole, with who moved it and when): gone from every list,
 * kept for bringing back. False when there was none with this id.
 */
export function archiveFeedback(db: Db, id: number, archivedBy: number, at: string): boolean {
  return db.transaction(() => {
    const copied = db
      .prepare(`INSERT INTO ArchivedFeedbacks (${COLUMNS}, archivedAt, archivedBy) SELECT ${COLUMNS}, ?, ? FROM Feedbacks WHERE id = ?`)
      .run(at, archivedBy, id).changes;
    if (copied) db.prepare('DELETE FROM Feedbacks WHERE id = ?').run(id);
    return copied > 0;
  })();
}

/** Whether the shop still holds a five-star feedback, listed or archived (an archived one is not lost). */
export function anyFiveStarFeedback(db: Db): boolean {
  return db.prepare('SELECT 1 FROM Feedbacks WHERE rating = 5 UNION ALL SELECT 1 FROM ArchivedFeedbacks WHERE rating = 5 LIMIT 1').get() !== undefined;
}
