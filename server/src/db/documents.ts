import type { Statement } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { Db } from './database';

type Mingo = typeof import('mingo');
let mingo: Mingo | null = null;

/** mingo loads all its operators (≈100 ms): load it on the first query, not at start-up. */
function loadMingo(): Mingo {
  mingo ??= require('mingo') as Mingo;
  return mingo;
}

export type Doc = Record<string, unknown> & { _id: string };
type Criteria = Record<string, unknown>;
type Modifier = Record<string, unknown>;

/** Mongo-style queries run with scripts disabled: no operator ever executes code. */
const QUERY_OPTIONS = { scriptEnabled: false } as const;

function newId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * A Mongo-style collection (reviews, orders) kept in SQLite. Documents are cached in
 * memory (the collections are small) and every write goes through to the database.
 */
interface CollectionStatements {
  write: Statement<[string, string, string]>;
  remove: Statement<[string, string]>;
}

export class Collection<T extends Doc = Doc> {
  private cache: Map<string, T> | null = null;

  constructor(
    private readonly db: Db,
    readonly name: string,
  ) {}

  /** Prepared on first use and kept (preparing compiles the SQL every time). */
  private prepared: CollectionStatements | null = null;

  private statements(): CollectionStatements {
    this.prepared ??= {
      write: this.db.prepare('INSERT OR REPLACE INTO Documents (collection, id, body) VALUES (?, ?, ?)'),
      remove: this.db.prepare('DELETE FROM Documents WHERE collection = ? AND id = ?'),
    };
    return this.prepared;
  }

  private all(): Map<string, T> {
    if (!this.cache) {
      const rows = this.db.prepare<[string], { id: string; body: string }>('SELECT id, body FROM Documents WHERE collection = ? ORDER BY rowid').all(this.name);
      this.cache = new Map(rows.map((row) => [row.id, JSON.parse(row.body) as T]));
    }
    return this.cache;
  }

  private write(doc: T): void {
    this.statements().write.run(this.name, doc._id, JSON.stringify(doc));
    this.all().set(doc._id, doc);
  }

  /** Throws on malformed criteria (unknown operators and the like). */
  find(criteria: Criteria = {}): T[] {
    const query = new (loadMingo().Query)(criteria, QUERY_OPTIONS);
    return [...this.all().values()].filter((doc) => query.test(doc)).map((doc) => structuredClone(doc));
  }

  /** The documents a predicate holds for (copies), without building a query. */
  filter(predicate: (doc: Readonly<T>) => boolean): T[] {
    return [...this.all().values()].filter((doc) => predicate(doc)).map((doc) => structuredClone(doc));
  }

  findOne(criteria: Criteria): T | null {
    return this.find(criteria)[0] ?? null;
  }

  findById(id: string): T | null {
    const doc = this.all().get(id);
    return doc ? structuredClone(doc) : null;
  }

  insert(doc: Omit<T, '_id'> & { _id?: string }): T {
    const stored = { ...doc, _id: doc._id ?? newId() } as T;
    this.write(stored);
    return structuredClone(stored);
  }

  /** Applies a modifier to the first match, or to every match with multi. Returns how many changed. */
  update(criteria: Criteria, modifier: Modifier, options: { multi?: boolean } = {}): { matched: number; modified: number } {
    const query = new (loadMingo().Query)(criteria, QUERY_OPTIONS);
    const matches = [...this.all().values()].filter((doc) => query.test(doc));
    const targets = options.multi ? matches : matches.slice(0, 1);
    if (!targets.length) return { matched: 0, modified: 0 };
    const copies = targets.map((doc) => structuredClone(doc));
    const result = loadMingo().updateMany(copies as Record<string, unknown>[], {}, modifier, {}, QUERY_OPTIONS);
    this.db.transaction(() => {
      for (const doc of copies) this.write(doc);
    })();
    return { matched: targets.length, modified: result.modifiedCount };
  }

  remove(criteria: Criteria): number {
    const removed = this.find(criteria);
    this.db.transaction(() => {
      for (const doc of removed) {
        this.statements().remove.run(this.name, doc._id);
        this.all().delete(doc._id);
      }
    })();
    return removed.length;
  }

  count(criteria: Criteria = {}): number {
    return this.find(criteria).length;
  }

  /** Forget the cache (after a reset rewrote the table). */
  reload(): void {
    this.cache = null;
  }
}

export function documentStore(db: Db) {
  return {
    reviews: new Collection(db, 'reviews'),
    orders: new Collection(db, 'orders'),
  };
}

export type DocumentStore = ReturnType<typeof documentStore>;
