import type { Statement } from 'better-sqlite3';
import type * as v from 'valibot';
import type { entities } from '@pulp/shared/contract';
import type { Db } from '../../db/database';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';
import { encodedBody, type EncodedBody } from '../../http/encoded-body';

type Product = v.InferOutput<typeof entities.Product>;
type QuantityRecord = v.InferOutput<typeof entities.QuantityRecord>;

/** A product as its table holds it: the API's product, with its deletion date. */
export type ProductRow = Required<Omit<Product, 'quantity'>> & { deletedAt: string | null };

/** A stock record as its table holds it. */
export type QuantityRow = Required<QuantityRecord>;

/** The search's SQL for a query text, and the values bound to it. */
export function searchStatementOf(query: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): { sql: string; values: string[] } {
  // Apostrophes inside words ("Squeezer's") are doubled so honest searches work, which fixes the
  // symptom someone once reported and leaves the injection wide open.
  const criteria = query.replace(/(\w)'(\w)/g, "$1''$2");
  // vuln: dbSchemaChallenge ~1, unionSqlInjectionChallenge ~1 — the query text is pasted into the SQL.
  return isHardened(config, 'dbSchemaChallenge', 'unionSqlInjectionChallenge')
    ? { sql: "SELECT * FROM Products WHERE ((name LIKE '%' || ? || '%' OR description LIKE '%' || ? || '%') AND deletedAt IS NULL) ORDER BY id", values: [query, query] }
    : { sql: `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY id`, values: [] };
}

/**
 * Reads of the catalogue. Search answers are cached per query text until a product
 * changes, serialised and compressed once: the catalogue is read thousands of times for every
 * write, and compressing the answer anew for every browser cost seven times the rest of it.
 */
export class Catalogue {
  private readonly allStatement: Statement<[], ProductRow>;
  private readonly byIdStatement: Statement<[number], ProductRow>;
  private readonly quantitiesStatement: Statement<[], QuantityRow>;
  private readonly quantityStatement: Statement<[number], QuantityRow>;
  private readonly searchCache = new Map<string, EncodedBody>();
  private searchCacheChars = 0;
  /**
   * The cache's size in characters, not entries: a whole-catalogue answer is about 30 KB, so
   * 500 varied queries (a fuzzer's, or a trainee's script) would otherwise hold 15 MB.
   */
  private static readonly CACHE_MAX_CHARS = 1_000_000;

  constructor(
    private readonly db: Db,
    private readonly config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG,
  ) {
    this.allStatement = db.prepare('SELECT * FROM Products WHERE deletedAt IS NULL ORDER BY id');
    this.byIdStatement = db.prepare('SELECT * FROM Products WHERE id = ? AND deletedAt IS NULL');
    this.quantitiesStatement = db.prepare('SELECT id, ProductId, quantity, limitPerUser FROM Quantitys ORDER BY id');
    this.quantityStatement = db.prepare('SELECT id, ProductId, quantity, limitPerUser FROM Quantitys WHERE id = ?');
  }

  /**
   * The product search. Rows are whatever the statement returns: for an honest query, products.
   * Throws the database's error when the statement is broken.
   */
  search(query: string): ProductRow[] {
    const { sql, values } = searchStatementOf(query, this.config);
    // better-sqlite3 runs exactly one statement and only lets a reading one return rows: an
    // injection can read the database, never write to it.
    return this.db.prepare<string[], ProductRow>(sql).all(...values);
  }

  /**
   * The search answer, cached per query text with its compressed copies and validator; a
   * plain string when it is not cached. Queries with an apostrophe left in them are not
   * cached: they are rare, and each must reach the detection again (after a progress reset,
   * say).
   */
  searchAnswer(query: string, inspect: (rows: ProductRow[]) => void = () => undefined): EncodedBody | string {
    let answer = this.searchCache.get(query);
    if (answer === undefined) {
      const rows = this.search(query);
      const json = JSON.stringify({ status: 'success', data: rows });
      if (query.includes("'")) {
        inspect(rows);
        return json;
      }
      if (this.searchCacheChars + json.length > Catalogue.CACHE_MAX_CHARS) this.changed();
      answer = encodedBody(json);
      this.searchCache.set(query, answer);
      this.searchCacheChars += json.length;
    }
    return answer;
  }

  all(): ProductRow[] {
    return this.allStatement.all();
  }

  byId(id: number): ProductRow | undefined {
    return this.byIdStatement.get(id);
  }

  /** A product by id, withdrawn ones (deletedAt set) included. */
  byIdWithWithdrawn(id: number): ProductRow | undefined {
    return this.db.prepare<[number], ProductRow>('SELECT * FROM Products WHERE id = ?').get(id);
  }

  quantities(): QuantityRow[] {
    return this.quantitiesStatement.all();
  }

  quantity(id: number): QuantityRow | undefined {
    return this.quantityStatement.get(id);
  }

  quantityOfProduct(productId: number): QuantityRow | undefined {
    return this.db.prepare<[number], QuantityRow>('SELECT id, ProductId, quantity, limitPerUser FROM Quantitys WHERE ProductId = ?').get(productId);
  }

  /** Call after any write to Products or Quantitys. */
  changed(): void {
    this.searchCache.clear();
    this.searchCacheChars = 0;
  }
}
