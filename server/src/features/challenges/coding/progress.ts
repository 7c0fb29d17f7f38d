import type { Statement } from 'better-sqlite3';
import type { Db } from '../../../db/database';
import { now } from '../../../db/database';

/** 0: untouched, 1: the vulnerable lines were found, 2: the right fix was chosen too. */
export type CodingStatus = 0 | 1 | 2;

/** The coding challenges' progress (table CodingChallengeProgress, so it survives restarts). */
export class CodingProgress {
  private readonly statements: {
    raise: Statement<[string, number, string]>;
    all: Statement<[], { key: string; status: number }>;
    clear: Statement<[]>;
  };

  constructor(db: Db) {
    this.statements = {
      // A status only ever goes up: finding the lines again never undoes a chosen fix.
      raise: db.prepare(
        'INSERT INTO CodingChallengeProgress (key, status, updatedAt) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET status = excluded.status, updatedAt = excluded.updatedAt WHERE excluded.status > status',
      ),
      all: db.prepare('SELECT key, status FROM CodingChallengeProgress'),
      clear: db.prepare('DELETE FROM CodingChallengeProgress'),
    };
  }

  statuses(): Map<string, CodingStatus> {
    return new Map(this.statements.all.all().map((row) => [row.key, row.status as CodingStatus]));
  }

  status(key: string): CodingStatus {
    return this.statuses().get(key) ?? 0;
  }

  /** Raises a challenge's status (never lowers it); true when it went up. */
  raise(key: string, status: 1 | 2): boolean {
    return this.statements.raise.run(key, status, now()).changes > 0;
  }

  clear(): void {
    this.statements.clear.run();
  }
}
