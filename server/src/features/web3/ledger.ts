import type { HookStep } from '@pulp/shared/contract';
import { HttpError } from '../../http/errors';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';
import type { Web3Repository } from './repository';
import { VAULT_ADDRESS } from '../../db/seed/web3-content';

/** How deep receive hooks may call into each other, and how many hook steps one transaction may run. */
export const MAX_HOOK_DEPTH = 8;
export const MAX_HOOK_STEPS = 32;

/** A refusal of the ledger: a 4xx with a sentence the token wallet shows. */
export class LedgerRefusal extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/**
 * One transaction on the ledger: what its receive hooks may still do, and what the vault paid
 * out to whom while it ran.
 */
export class Transaction {
  depth = 0;
  stepsLeft = MAX_HOOK_STEPS;
  /** Per account (lower case): its vault credit when the transaction first touched it, what it deposited and what the vault paid it. */
  private readonly vault = new Map<string, { creditBefore: number; deposited: number; paidOut: number }>();

  /** The vault's record of an account in this transaction, started with its credit at first touch. */
  vaultRecord(address: string, credit: () => number): { creditBefore: number; deposited: number; paidOut: number } {
    const key = address.toLowerCase();
    let record = this.vault.get(key);
    if (!record) this.vault.set(key, (record = { creditBefore: credit(), deposited: 0, paidOut: 0 }));
    return record;
  }

  /** The accounts the vault paid more than they had in it (their credit before plus what they put in). */
  overdrawn(): string[] {
    return [...this.vault.entries()].filter(([, record]) => record.paidOut > record.creditBefore + record.deposited).map(([address]) => address);
  }
}

/**
 * The simulated chain: token transfers, the Juice Vault (deposit and withdraw) and the receive
 * hooks of contracts. Every call runs synchronously inside one database transaction, so a
 * request changes the ledger whole or not at all. A contract's hook is data (deposit, withdraw
 * or send with a number), run by this class; nothing a customer writes is ever executed.
 */
export class Ledger {
  constructor(
    private readonly repository: Web3Repository,
    private readonly config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG,
  ) {}

  /** Moves tokens, then lets a receiving contract react (its hook runs inside the same transaction). */
  transfer(from: string, to: string, amount: number, run: Transaction): void {
    if (from.toLowerCase() === to.toLowerCase()) throw new LedgerRefusal('Sender and recipient are the same address.');
    const balance = this.repository.tokens(from);
    if (balance < amount) throw new LedgerRefusal('The sending account does not hold enough tokens.');
    this.repository.setTokens(from, balance - amount);
    this.repository.setTokens(to, this.repository.tokens(to) + amount);
    this.receiveHook(to, amount, run);
  }

  /** Puts tokens of an account into the vault, as its credit there. */
  deposit(from: string, amount: number, run: Transaction): void {
    const record = run.vaultRecord(from, () => this.repository.credit(from));
    this.transfer(from, VAULT_ADDRESS, amount, run);
    this.repository.setCredit(from, this.repository.credit(from) + amount);
    record.deposited += amount;
  }

  /** Pays an account's credit in the vault back out to it. */
  withdraw(to: string, amount: number, run: Transaction): void {
    const record = run.vaultRecord(to, () => this.repository.credit(to));
    const credit = this.repository.credit(to);
    if (credit < amount) throw new LedgerRefusal('The vault holds less than that for this account.');
    // vuln: web3WalletChallenge ~1 — the payout (and with it the receiver's hook) runs before the
    // withdrawal is booked, and the booking writes the credit read before the payout: a hook
    // that withdraws again still finds the old credit, and every nested payout goes through.
    if (isHardened(this.config, 'web3WalletChallenge')) {
      // Checks, effects, interactions: the withdrawal is booked before the payout, so a hook
      // that withdraws again meets the lowered credit and is refused.
      this.repository.setCredit(to, credit - amount);
      this.transfer(VAULT_ADDRESS, to, amount, run);
    } else {
      this.transfer(VAULT_ADDRESS, to, amount, run);
      this.repository.setCredit(to, credit - amount);
    }
    record.paidOut += amount;
  }

  /** Runs a contract's receive hook, step by step, within the transaction's depth and step limits. */
  private receiveHook(address: string, received: number, run: Transaction): void {
    const account = this.repository.account(address);
    if (account?.kind !== 'contract' || !account.program) return;
    // Out of depth or steps: the hook does not run (the tokens have arrived all the same).
    if (run.depth >= MAX_HOOK_DEPTH) return;
    const steps = JSON.parse(account.program) as HookStep[];
    run.depth += 1;
    try {
      for (const step of steps) {
        if (run.stepsLeft <= 0) return;
        run.stepsLeft -= 1;
        const amount = step.amount === 'amount' ? received : step.amount;
        try {
          if (step.action === 'deposit') this.deposit(account.address, amount, run);
          else if (step.action === 'withdraw') this.withdraw(account.address, amount, run);
          else this.transfer(account.address, step.to, amount, run);
        } catch (error) {
          // A refused call inside a hook is skipped, like a failed call of a contract: the
          // checks come before any write, so nothing of it was booked.
          if (!(error instanceof LedgerRefusal)) throw error;
        }
      }
    } finally {
      run.depth -= 1;
    }
  }
}
