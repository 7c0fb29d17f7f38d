import type { Db } from '../../db/database';
import { now } from '../../db/database';
import { HttpError } from '../../http/errors';

/** Money is kept in cents' precision: sums of prices must not drift. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Wallet balances; a wallet is created on first use (users registered after seeding). */
export class Wallets {
  constructor(private readonly db: Db) {}

  private ensure(userId: number): void {
    const at = now();
    this.db.prepare('INSERT OR IGNORE INTO Wallets (UserId, balance, createdAt, updatedAt) VALUES (?, 0, ?, ?)').run(userId, at, at);
  }

  balance(userId: number): number {
    this.ensure(userId);
    return roundMoney(this.db.prepare<[number], { balance: number }>('SELECT balance FROM Wallets WHERE UserId = ?').get(userId)?.balance ?? 0);
  }

  credit(userId: number, amount: number): number {
    this.ensure(userId);
    this.db.prepare('UPDATE Wallets SET balance = ROUND(balance + ?, 2), updatedAt = ? WHERE UserId = ?').run(amount, now(), userId);
    return this.balance(userId);
  }

  /** Takes money out, or refuses when the balance does not cover it. */
  debit(userId: number, amount: number): number {
    const balance = this.balance(userId);
    if (balance + 1e-9 < amount) throw new HttpError(402, 'Your wallet balance is too low for this payment.');
    this.db.prepare('UPDATE Wallets SET balance = ROUND(balance - ?, 2), updatedAt = ? WHERE UserId = ?').run(amount, now(), userId);
    return this.balance(userId);
  }
}
