import type { Db } from '../../db/database';

/** A memory with its author's username (never their email). */
export interface MemoryRow {
  id: number;
  UserId: number | null;
  caption: string;
  imagePath: string;
  createdAt: string;
  username: string | null;
}

const MEMORY_SELECT = 'SELECT m.id, m.UserId, m.caption, m.imagePath, m.createdAt, u.username FROM Memories m LEFT JOIN Users u ON u.id = m.UserId';

/** The photo wall, newest first. */
export function listMemories(db: Db): MemoryRow[] {
  return db.prepare<[], MemoryRow>(`${MEMORY_SELECT} ORDER BY m.id DESC`).all();
}

export function findMemory(db: Db, id: number): MemoryRow | undefined {
  return db.prepare<[number], MemoryRow>(`${MEMORY_SELECT} WHERE m.id = ?`).get(id);
}

export function insertMemory(db: Db, userId: number, caption: string, imagePath: string, at: string): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Memories (UserId, caption, imagePath, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(userId, caption, imagePath, at, at);
  return Number(lastInsertRowid);
}

/** One user's memories, oldest first, as their data export lists them. */
export function memoriesOfUser(db: Db, userId: number): { caption: string; imagePath: string }[] {
  return db.prepare<[number], { caption: string; imagePath: string }>('SELECT caption, imagePath FROM Memories WHERE UserId = ? ORDER BY id').all(userId);
}
