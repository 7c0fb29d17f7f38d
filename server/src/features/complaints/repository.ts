import type { Db } from '../../db/database';

export interface ComplaintRow {
  id: number;
  UserId: number;
  message: string;
  file: string | null;
  createdAt: string;
  updatedAt: string;
}

export function insertComplaint(db: Db, complaint: { UserId: number; message: string; file: string | null }, at: string): ComplaintRow {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Complaints (UserId, message, file, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(complaint.UserId, complaint.message, complaint.file, at, at);
  return { id: Number(lastInsertRowid), ...complaint, createdAt: at, updatedAt: at };
}

export function complaintsOf(db: Db, userId: number): ComplaintRow[] {
  return db.prepare<[number], ComplaintRow>('SELECT id, UserId, message, file, createdAt, updatedAt FROM Complaints WHERE UserId = ? ORDER BY id').all(userId);
}
