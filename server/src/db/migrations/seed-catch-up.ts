import type { Db } from '../database';
import { openSqlite, now } from '../database';
import { documentStore } from '../documents';
import { seedDatabase } from '../seed/seed';
import type { ChallengeConfig } from '../../config/hardened';

type Row = Record<string, unknown> & { id?: number };
/** Scratch id → live id of the rows of one table. */
type IdMap = Map<number, number>;

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function rows(db: Db, table: string): Row[] {
  return db.prepare(`SELECT * FROM ${quoted(table)} ORDER BY rowid`).all() as Row[];
}

function insert(db: Db, table: string, row: Row): number {
  const columns = Object.keys(row).filter((column) => column !== 'id');
  const statement = db.prepare(`INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  return Number(statement.run(...columns.map((column) => row[column])).lastInsertRowid);
}

const keyOf = (row: Row, key: string[]) => JSON.stringify(key.map((column) => row[column]));

interface Added {
  /** Scratch id → live id, for every scratch row with an id (copied, or already there by key). */
  ids: IdMap;
  /** The scratch rows that were copied. */
  rows: Row[];
}

/**
 * Copies the scratch table's rows (with `remap` applied to their references) whose key the live
 * table lacks, and maps every scratch id to its live row, copied or already there.
 */
function addMissing(scratch: Db, live: Db, table: string, key: string[], remap: (row: Row) => Row = (row) => row): Added {
  const known = new Map(rows(live, table).map((row) => [keyOf(row, key), row]));
  const added: Added = { ids: new Map(), rows: [] };
  for (const row of rows(scratch, table)) {
    const moved = remap(row);
    const there = known.get(keyOf(moved, key));
    const liveId = there ? there.id : insert(live, table, moved);
    if (!there) added.rows.push(row);
    if (row.id !== undefined && liveId !== undefined) added.ids.set(row.id, liveId);
  }
  return added;
}

/** Scratch id → live id of the scratch rows the live table has by key (nothing is copied). */
function matchIds(scratch: Db, live: Db, table: string, key: string[], remap: (row: Row) => Row): IdMap {
  const known = new Map(rows(live, table).map((row) => [keyOf(row, key), row.id]));
  const ids: IdMap = new Map();
  for (const row of rows(scratch, table)) {
    const liveId = known.get(keyOf(remap(row), key));
    if (row.id !== undefined && liveId !== undefined) ids.set(row.id, liveId);
  }
  return ids;
}

/** Copies the scratch table's rows that belong to a copied parent (`column` names the parent). */
function addChildren(scratch: Db, live: Db, table: string, column: string, parents: Added, remap: (row: Row) => Row): void {
  const copied = new Set(parents.rows.map((row) => row.id));
  for (const row of rows(scratch, table)) if (copied.has(row[column] as number)) insert(live, table, remap(row));
}

const mapped = (ids: IdMap, value: unknown) => (typeof value === 'number' ? (ids.get(value) ?? value) : value);

interface ReviewDoc {
  product: number;
  author: string;
  [key: string]: unknown;
}
interface OrderDoc {
  orderId: string;
  addressId?: number;
  products: { id: number; [key: string]: unknown }[];
  [key: string]: unknown;
}

/**
 * Seed content a later build added, brought into a data directory written by an earlier one:
 * the current seed is written into a scratch database (with this shop's configuration and data
 * directory, so hardened texts and sealed secrets are what a fresh shop would have), and every
 * seeded person, product, question, delivery method, photo-wall memory, review, order and
 * wallet-ledger entry the live database lacks is copied, by what names it (an email, a product
 * name, a caption, a review's author and product), with its references moved to the live ids.
 * What is there is left as it is: a class's customers, orders and edits stay. Feedback is not
 * copied: every seeded feedback was in the first store, and an administrator may have deleted
 * some on purpose.
 */
export function addMissingSeedContent(live: Db, config: ChallengeConfig, dataDir: string, createSchema: (db: Db) => void): void {
  const scratch = openSqlite(':memory:');
  try {
    createSchema(scratch);
    seedDatabase(scratch, documentStore(scratch), config, dataDir, now());
    const questions = addMissing(scratch, live, 'SecurityQuestions', ['question']).ids;
    addMissing(scratch, live, 'Deliveries', ['name']);
    const users = addMissing(scratch, live, 'Users', ['email']);
    const products = addMissing(scratch, live, 'Products', ['name']);
    const withUser = (row: Row) => ({ ...row, UserId: mapped(users.ids, row.UserId) });
    addChildren(scratch, live, 'SecurityAnswers', 'UserId', users, (row) => ({ ...withUser(row), SecurityQuestionId: mapped(questions, row.SecurityQuestionId) }));
    for (const table of ['Baskets', 'Wallets', 'Cards', 'PrivacyRequests', 'OAuthIdentities']) addChildren(scratch, live, table, 'UserId', users, withUser);
    // A new person's addresses are copied; any seeded address is then found by whose and where it is.
    addChildren(scratch, live, 'Addresses', 'UserId', users, withUser);
    const addresses = matchIds(scratch, live, 'Addresses', ['UserId', 'streetAddress', 'zipCode'], withUser);
    addChildren(scratch, live, 'Quantitys', 'ProductId', products, (row) => ({ ...row, ProductId: mapped(products.ids, row.ProductId) }));
    addMissing(scratch, live, 'Memories', ['caption'], withUser);
    const accounts = addMissing(scratch, live, 'Web3Accounts', ['address'], withUser);
    const newAccounts = new Set(accounts.rows.map((row) => row.address));
    for (const table of ['Web3Balances', 'Web3VaultCredits']) {
      for (const row of rows(scratch, table)) if (newAccounts.has(row.address)) insert(live, table, row);
    }
    addMissing(scratch, live, 'Web3Nfts', ['design']);
    addMissingDocuments(scratch, live, products.ids, addresses);
  } finally {
    scratch.close();
  }
}

/** Reviews (by author and product) and orders (by order id) of the seed that the live store lacks. */
function addMissingDocuments(scratch: Db, live: Db, products: IdMap, addresses: IdMap): void {
  const documents = (db: Db, collection: string) => db.prepare<[string], { id: string; body: string }>('SELECT id, body FROM Documents WHERE collection = ? ORDER BY rowid').all(collection);
  const write = live.prepare('INSERT INTO Documents (collection, id, body) VALUES (?, ?, ?)');
  const reviewKey = (review: ReviewDoc) => JSON.stringify([review.author, review.product]);
  const liveReviews = new Set(documents(live, 'reviews').map((row) => reviewKey(JSON.parse(row.body) as ReviewDoc)));
  for (const row of documents(scratch, 'reviews')) {
    const review = JSON.parse(row.body) as ReviewDoc;
    const moved = { ...review, product: mapped(products, review.product) as number };
    if (liveReviews.has(reviewKey(moved))) continue;
    write.run('reviews', row.id, JSON.stringify(moved));
  }
  const liveOrders = new Set(documents(live, 'orders').map((row) => (JSON.parse(row.body) as OrderDoc).orderId));
  for (const row of documents(scratch, 'orders')) {
    const order = JSON.parse(row.body) as OrderDoc;
    if (liveOrders.has(order.orderId)) continue;
    const moved = { ...order, addressId: mapped(addresses, order.addressId), products: order.products.map((line) => ({ ...line, id: mapped(products, line.id) as number })) };
    write.run('orders', row.id, JSON.stringify(moved));
  }
}
