import type { Db } from '../../db/database';
import { now } from '../../db/database';
import type { TokenUser } from '../../auth/tokens';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password: string;
  role: string;
  deluxeToken: string;
  lastLoginIp: string;
  profileImage: string;
  totpSecret: string;
  isActive: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** The user as the API shows it: never the password hash or the TOTP secret. */
export function publicUser(row: UserRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    deluxeToken: row.deluxeToken,
    lastLoginIp: row.lastLoginIp,
    profileImage: row.profileImage,
    isActive: Boolean(row.isActive),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
  };
}

/** What goes into a session token. */
export function tokenUser(row: UserRow): TokenUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    lastLoginIp: row.lastLoginIp,
    profileImage: row.profileImage,
    deluxeToken: row.deluxeToken,
  };
}

export function findUserByCredentials(db: Db, email: string, passwordHash: string): UserRow | undefined {
  return db.prepare<[string, string], UserRow>('SELECT * FROM Users WHERE email = ? AND password = ? AND deletedAt IS NULL').get(email, passwordHash);
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL').get(id);
}

/** The user's basket id, creating the basket on first use. */
export function basketIdOf(db: Db, userId: number): number {
  const existing = db.prepare<[number], { id: number }>('SELECT id FROM Baskets WHERE UserId = ? ORDER BY id LIMIT 1').get(userId);
  if (existing) return existing.id;
  const at = now();
  return Number(db.prepare('INSERT INTO Baskets (UserId, createdAt, updatedAt) VALUES (?, ?, ?)').run(userId, at, at).lastInsertRowid);
}
