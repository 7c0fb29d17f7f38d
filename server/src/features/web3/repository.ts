import type { Db } from '../../db/database';
import { now } from '../../db/database';
import type { HookStep } from '@pulp/shared/contract';

/** A row of the ledger's accounts: a wallet (a recovery phrase's first account) or a contract. */
export interface AccountRow {
  address: string;
  UserId: number | null;
  kind: 'wallet' | 'contract';
  name: string | null;
  program: string | null;
  createdAt: string;
}

/** The SQL of the token wallet's simulated ledger (tables Web3*, see db/schema.ts). */
export class Web3Repository {
  constructor(private readonly db: Db) {}

  account(address: string): AccountRow | undefined {
    return this.db.prepare<[string], AccountRow>('SELECT * FROM Web3Accounts WHERE address = ? COLLATE NOCASE').get(address);
  }

  /** The wallet linked to a customer, if any. */
  walletOf(userId: number): AccountRow | undefined {
    return this.db.prepare<[number], AccountRow>("SELECT * FROM Web3Accounts WHERE UserId = ? AND kind = 'wallet'").get(userId);
  }

  contractsOf(userId: number): AccountRow[] {
    return this.db.prepare<[number], AccountRow>("SELECT * FROM Web3Accounts WHERE UserId = ? AND kind = 'contract' ORDER BY createdAt, address").all(userId);
  }

  contractCount(): number {
    return this.db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM Web3Accounts WHERE kind = 'contract'").get()?.count ?? 0;
  }

  /** Adds a wallet to the ledger, or links an existing one to the customer. */
  linkWallet(address: string, userId: number): void {
    this.db
      .prepare("INSERT INTO Web3Accounts (address, UserId, kind, createdAt) VALUES (?, ?, 'wallet', ?) ON CONFLICT(address) DO UPDATE SET UserId = excluded.UserId")
      .run(address, userId, now());
  }

  unlinkWallet(userId: number): void {
    this.db.prepare("UPDATE Web3Accounts SET UserId = NULL WHERE UserId = ? AND kind = 'wallet'").run(userId);
  }

  addContract(address: string, userId: number, name: string, onReceive: HookStep[]): void {
    this.db.prepare("INSERT INTO Web3Accounts (address, UserId, kind, name, program, createdAt) VALUES (?, ?, 'contract', ?, ?, ?)").run(address, userId, name, JSON.stringify(onReceive), now());
  }

  tokens(address: string): number {
    return this.db.prepare<[string], { tokens: number }>('SELECT tokens FROM Web3Balances WHERE address = ? COLLATE NOCASE').get(address)?.tokens ?? 0;
  }

  setTokens(address: string, tokens: number): void {
    this.db.prepare('INSERT INTO Web3Balances (address, tokens) VALUES (?, ?) ON CONFLICT(address) DO UPDATE SET tokens = excluded.tokens').run(address, tokens);
  }

  credit(address: string): number {
    return this.db.prepare<[string], { credit: number }>('SELECT credit FROM Web3VaultCredits WHERE address = ? COLLATE NOCASE').get(address)?.credit ?? 0;
  }

  setCredit(address: string, credit: number): void {
    this.db.prepare('INSERT INTO Web3VaultCredits (address, credit) VALUES (?, ?) ON CONFLICT(address) DO UPDATE SET credit = excluded.credit').run(address, credit);
  }

  /** Whether the customer already had the welcome tokens (once per customer, not per wallet). */
  hadAirdrop(userId: number): boolean {
    return Boolean(this.db.prepare<[number], { UserId: number }>('SELECT UserId FROM Web3Airdrops WHERE UserId = ?').get(userId));
  }

  recordAirdrop(userId: number, address: string): void {
    this.db.prepare('INSERT INTO Web3Airdrops (UserId, address, at) VALUES (?, ?, ?)').run(userId, address, now());
  }

  nfts(): { id: number; design: string; owner: string }[] {
    return this.db.prepare<[], { id: number; design: string; owner: string }>('SELECT id, design, owner FROM Web3Nfts ORDER BY id').all();
  }

  mintedCount(design: string): number {
    return this.db.prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM Web3Nfts WHERE design = ?').get(design)?.count ?? 0;
  }

  mint(design: string, owner: string): number {
    return Number(this.db.prepare('INSERT INTO Web3Nfts (design, owner, mintedAt) VALUES (?, ?, ?)').run(design, owner, now()).lastInsertRowid);
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}
