import type { Db } from '../../db/database';
import { now } from '../../db/database';

/** Pulpy's memory statements (table ChatbotMemory), oldest first. */
export class ChatbotRepository {
  constructor(private readonly db: Db) {}

  statements(): string[] {
    return this.db
      .prepare<[], { statement: string }>('SELECT statement FROM ChatbotMemory ORDER BY id')
      .all()
      .map((row) => row.statement);
  }

  add(statement: string): void {
    this.db.prepare('INSERT INTO ChatbotMemory (statement, createdAt) VALUES (?, ?)').run(statement, now());
  }

  clear(): void {
    this.db.prepare('DELETE FROM ChatbotMemory').run();
  }
}
