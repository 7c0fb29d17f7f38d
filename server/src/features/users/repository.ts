import type * as v from 'valibot';
import type { entities } from '@pulp/shared/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/database';
import type { TokenUser } from '../../auth/tokens';
import type { ShopConfiguration } from '../../config/configuration';
import { isHardened } from '../../config/hardened';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password: string;
  /** Every write stores one of the roles the contract lists (insertUser, the seed, the deluxe upgrade). */
  role: Role;
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

export type PublicUser = ReturnType<typeof publicUser>;

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

/**
 * The login's lookup: one statement, as the old login wrote it. What it finds is read back by
 * id, so a session is only started for a real account (with one deliberate exception, below).
 * A statement the database cannot run (a stray quote in the email) finds nobody.
 */
export function findUserByCredentials(db: Db, config: ShopConfiguration, email: string, passwordHash: string): UserRow | undefined {
  let found: UserRow | undefined;
  try {
    // vuln: loginAdminChallenge
    // vuln: loginJonasChallenge
    // vuln: loginBenderChallenge
    // vuln: ephemeralAccountantChallenge
    // vuln: ghostLoginChallenge — the email is pasted into the SQL text, so it can rewrite the
    // condition: select another row, skip the password and the erasure check.
    found = isHardened(config, 'ghostLoginChallenge', 'loginAdminChallenge', 'loginJonasChallenge', 'loginBenderChallenge', 'ephemeralAccountantChallenge')
      ? db.prepare<[string, string], UserRow>('SELECT * FROM Users WHERE email = ? AND password = ? AND deletedAt IS NULL').get(email, passwordHash)
      : db.prepare<[], UserRow>(`SELECT * FROM Users WHERE email = '${email}' AND password = '${passwordHash}' AND deletedAt IS NULL`).get();
  } catch (error) {
    // SQL the database refuses, or more than one statement (better-sqlite3 runs only one).
    // By name: jest loads better-sqlite3's classes once per test file, so instanceof can miss.
    const name = (error as Error | null)?.name;
    if (name === 'SqliteError' || name === 'RangeError') return undefined;
    throw error;
  }
  if (!found || typeof found.id !== 'number') return undefined;
  const stored = db.prepare<[number], UserRow>('SELECT * FROM Users WHERE id = ?').get(found.id);
  // vuln: ephemeralAccountantChallenge ? — for the accountant's address alone, a row the injection
  // made up is believed although no account has it: the session is minted from that row.
  if (!stored && isEphemeralAccountant(db, found)) return found;
  return stored;
}

/** The accountant the old login was tested with: never registered, so no row has this address. */
export const EPHEMERAL_ACCOUNTANT_EMAIL = 'acc0unt4nt@pulp.shop';

/** A made-up row for the ephemeral accountant: that address and role, and no account with either its id or its address. */
export function isEphemeralAccountant(db: Db, row: UserRow): boolean {
  if (row.email !== EPHEMERAL_ACCOUNTANT_EMAIL || row.role !== 'accounting') return false;
  return !db.prepare<[number, string], { id: number }>('SELECT id FROM Users WHERE id = ? OR email = ?').get(row.id, row.email);
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL').get(id);
}

/** Emails are unique among all users, erased ones included (an erased address stays taken). */
export function findUserByEmail(db: Db, email: string, options: { includeErased?: boolean } = {}): UserRow | undefined {
  const sql = options.includeErased ? 'SELECT * FROM Users WHERE email = ?' : 'SELECT * FROM Users WHERE email = ? AND deletedAt IS NULL';
  return db.prepare<[string], UserRow>(sql).get(email);
}

export function listUsers(db: Db): UserRow[] {
  return db.prepare<[], UserRow>('SELECT * FROM Users WHERE deletedAt IS NULL ORDER BY id').all();
}

/** The roles an account can have, as the API contract lists them. */
export type Role = v.InferOutput<typeof entities.Role>;

export interface NewUserRow {
  email: string;
  passwordHash: string;
  username?: string;
  /** A customer unless said otherwise. */
  role?: Role;
}

export function insertUser(db: Db, user: NewUserRow): UserRow {
  const at = now();
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Users (username, email, password, role, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)')
    .run(user.username ?? '', user.email, user.passwordHash, user.role ?? 'customer', at, at);
  return findUserById(db, Number(lastInsertRowid)) as UserRow;
}

/** Updates the listed columns of one user and its updatedAt. */
function updateUser(db: Db, id: number, column: 'password' | 'totpSecret' | 'lastLoginIp' | 'profileImage' | 'username', value: string): void {
  db.prepare(`UPDATE Users SET ${column} = ?, updatedAt = ? WHERE id = ?`).run(value, now(), id);
}

export const setPasswordHash = (db: Db, id: number, hash: string) => updateUser(db, id, 'password', hash);
export const setTotpSecret = (db: Db, id: number, secret: string) => updateUser(db, id, 'totpSecret', secret);
export const setLastLoginIp = (db: Db, id: number, ip: string) => updateUser(db, id, 'lastLoginIp', ip);
export const setProfileImage = (db: Db, id: number, imagePath: string) => updateUser(db, id, 'profileImage', imagePath);
export const setUsername = (db: Db, id: number, username: string) => updateUser(db, id, 'username', username);

/** Erasure keeps the row (orders refer to it) but ends the account: it can no longer log in. */
export function eraseUser(db: Db, id: number): void {
  const at = now();
  db.prepare('UPDATE Users SET isActive = 0, deletedAt = ?, updatedAt = ? WHERE id = ?').run(at, at, id);
}

/** The user's basket id, creating the basket on first use. */
export function basketIdOf(db: Db, userId: number): number {
  const existing = db.prepare<[number], { id: number }>('SELECT id FROM Baskets WHERE UserId = ? ORDER BY id LIMIT 1').get(userId);
  if (existing) return existing.id;
  const at = now();
  return Number(db.prepare('INSERT INTO Baskets (UserId, createdAt, updatedAt) VALUES (?, ?, ?)').run(userId, at, at).lastInsertRowid);
}

export interface SecurityAnswerRow {
  id: number;
  UserId: number;
  SecurityQuestionId: number;
  answer: string;
  createdAt: string;
  updatedAt: string;
}

export function findSecurityAnswer(db: Db, userId: number): SecurityAnswerRow | undefined {
  return db.prepare<[number], SecurityAnswerRow>('SELECT * FROM SecurityAnswers WHERE UserId = ?').get(userId);
}

/** Stores a user's one security answer (already hashed). */
export function insertSecurityAnswer(db: Db, userId: number, questionId: number, answerHash: string): SecurityAnswerRow {
  const at = now();
  const { lastInsertRowid } = db
    .prepare('INSERT INTO SecurityAnswers (UserId, SecurityQuestionId, answer, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(userId, questionId, answerHash, at, at);
  return db.prepare<[number], SecurityAnswerRow>('SELECT * FROM SecurityAnswers WHERE id = ?').get(Number(lastInsertRowid)) as SecurityAnswerRow;
}

export interface SecurityQuestionRow {
  id: number;
  question: string;
}

export function listSecurityQuestions(db: Db): SecurityQuestionRow[] {
  return db.prepare<[], SecurityQuestionRow>('SELECT id, question FROM SecurityQuestions ORDER BY id').all();
}

export function findSecurityQuestion(db: Db, id: number): SecurityQuestionRow | undefined {
  return db.prepare<[number], SecurityQuestionRow>('SELECT id, question FROM SecurityQuestions WHERE id = ?').get(id);
}

/** The account an external sign-in created for this email, if any. */
export function findOAuthUser(db: Db, email: string): UserRow | undefined {
  return db
    .prepare<[string], UserRow>('SELECT u.* FROM Users u JOIN OAuthIdentities o ON o.UserId = u.id WHERE o.email = ? AND u.deletedAt IS NULL')
    .get(email);
}

/** Creates the account of a first external sign-in, remembered as such. */
export function insertOAuthUser(db: Db, email: string, passwordHash: string): UserRow {
  return db.transaction(() => {
    const user = insertUser(db, { email, passwordHash });
    db.prepare('INSERT INTO OAuthIdentities (UserId, email, createdAt) VALUES (?, ?, ?)').run(user.id, email, now());
    return user;
  })();
}

/** Makes a user a deluxe member with a new deluxe token. */
export function makeDeluxe(db: Db, userId: number, deluxeToken: string, at: string): void {
  db.prepare("UPDATE Users SET role = 'deluxe', deluxeToken = ?, updatedAt = ? WHERE id = ?").run(deluxeToken, at, userId);
}

/** Every account, erased ones included. */
export function countUsers(db: Db): number {
  return db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM Users').get()?.count ?? 0;
}
