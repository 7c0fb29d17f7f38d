import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  price: number;
  deluxePrice: number;
  image: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface QuantityRow {
  id: number;
  ProductId: number;
  quantity: number;
  limitPerUser: number | null;
}

/**
 * Reads of the catalogue. Search answers are cached per query text until a product
 * changes: the catalogue is read thousands of times for every write.
 */
export class Catalogue {
  private readonly searchStatement: Statement<[string, string], ProductRow>;
  private readonly allStatement: Statement<[], ProductRow>;
  private readonly byIdStatement: Statement<[number], ProductRow>;
  private readonly quantitiesStatement: Statement<[], QuantityRow>;
  private readonly quantityStatement: Statement<[number], QuantityRow>;
  private readonly searchCache = new Map<string, string>();
  private static readonly CACHE_LIMIT = 500;

  constructor(private readonly db: Db) {
    this.searchStatement = db.prepare(
      "SELECT * FROM Products WHERE (name LIKE '%' || ? || '%' OR description LIKE '%' || ? || '%') AND deletedAt IS NULL ORDER BY id",
    );
    this.allStatement = db.prepare('SELECT * FROM Products WHERE deletedAt IS NULL ORDER BY id');
    this.byIdStatement = db.prepare('SELECT * FROM Products WHERE id = ? AND deletedAt IS NULL');
    this.quantitiesStatement = db.prepare('SELECT id, ProductId, quantity, limitPerUser FROM Quantitys ORDER BY id');
    this.quantityStatement = db.prepare('SELECT id, ProductId, quantity, limitPerUser FROM Quantitys WHERE id = ?');
  }

  search(query: string): ProductRow[] {
    return this.searchStatement.all(query, query);
  }

  /** The serialized search answer, from the cache when possible. */
  searchJson(query: string): string {
    let json = this.searchCache.get(query);
    if (json === undefined) {
      json = JSON.stringify({ status: 'success', data: this.search(query) });
      if (this.searchCache.size >= Catalogue.CACHE_LIMIT) this.searchCache.clear();
      this.searchCache.set(query, json);
    }
    return json;
  }

  all(): ProductRow[] {
    return this.allStatement.all();
  }

  byId(id: number): ProductRow | undefined {
    return this.byIdStatement.get(id);
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
  }
}
