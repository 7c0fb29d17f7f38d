import Database from 'better-sqlite3';

/** How many distinct SQL texts one connection keeps compiled (the shop's own queries are about 150). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * An SQLite connection whose `prepare` compiles each SQL text once and hands out the same
 * statement for it afterwards. A statement's compiled form lives in native memory that V8 does
 * not see, and better-sqlite3 frees it only when the garbage collector has found its JavaScript
 * object: preparing on every request left tens of megabytes of native memory behind a load,
 * waiting for collections V8 had no reason to run. The least recently used texts beyond
 * STATEMENT_CACHE_SIZE are let go (the login's injectable query is a new text for every email
 * typed), so the cache stays small whatever is sent. A statement is only ever run to its end
 * here (no `iterate`), so handing the same one to every caller is safe.
 */
export class StatementCachingDatabase extends Database {
  private readonly statements = new Map<string, unknown>();

  override prepare<BindParameters extends unknown[] | object = unknown[], Result = unknown>(source: string): Database.Statement<BindParameters, Result> {
    const cached = this.statements.get(source);
    if (cached) {
      // A Map keeps insertion order: moving a used text to the end leaves the least recently used first.
      this.statements.delete(source);
      this.statements.set(source, cached);
      return cached as Database.Statement<BindParameters, Result>;
    }
    const statement = super.prepare<BindParameters, Result>(source);
    this.statements.set(source, statement);
    if (this.statements.size > STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value as string);
    return statement;
  }
}
