import type { Db } from '../../db/database';

/** Records that a user asked for their account to be erased. */
export function insertErasureRequest(db: Db, userId: number, at: string): void {
  db.prepare('INSERT INTO PrivacyRequests (UserId, deletionRequested, createdAt) VALUES (?, 1, ?)').run(userId, at);
}
