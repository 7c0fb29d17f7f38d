import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Shop } from '../src/app';
import { buildCheckedShop } from './contract-answers';
import { settingsFromEnv } from '../src/config/settings';
import { DATABASE_FILE, openSqlite } from '../src/db/database';
import { DATA_VERSION, MIGRATIONS } from '../src/db/migrations';
import { DataDirectoryTooNew } from '../src/db/migrations/runner';
import { SUPPORT } from '../src/db/seed/users-accounts';
import { startFailure } from '../src/start-failure';
import { startTestShop, type TestShop } from './helpers';

/**
 * Data directories written by earlier builds, as a class leaves them (fixtures/data-directories,
 * made with scripts/upgrade-fixture.mjs by the builds of the commits they are named after),
 * opened by this build: nothing the class made is lost, and the shop holds all the seed content
 * a fresh shop has.
 */
const FIXTURES = path.join(__dirname, 'fixtures', 'data-directories');
const BUILDS = ['2031d44', 'c0f1a5e'];

interface Fixture {
  customer: { email: string; password: string };
  address: { city: string };
  card: { last4: string };
  order: { orderId: string; products: number[] };
  basket: { items: { ProductId: number; quantity: number }[] };
  wallet: number;
  review: { productId: number; message: string };
  solved: string[];
  coding: { key: string; status: number }[];
}

function copyFixture(build: string): { dataDir: string; fixture: Fixture } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pulp-upgrade-${build}-`));
  fs.cpSync(path.join(FIXTURES, build), dataDir, { recursive: true });
  const fixture = JSON.parse(fs.readFileSync(path.join(dataDir, 'fixture.json'), 'utf8')) as Fixture;
  return { dataDir, fixture };
}

const open = (dataDir: string) => buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: dataDir, PORT: '0' }));

type Row = Record<string, unknown>;
const all = (db: Database.Database, sql: string) => db.prepare(sql).all() as Row[];
const without = (row: Row, columns: string[]) => Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));
/** Columns that differ between any two shops (ids, times, the last login's address). */
const PER_SHOP = ['id', 'UserId', 'ProductId', 'SecurityQuestionId', 'AddressId', 'createdAt', 'updatedAt', 'deletedAt', 'lastLoginIp', 'mintedAt', 'at'];

/**
 * The seed content of a database without what differs between shops: each seeded row by what
 * names it, with its owner's email or its product's name in place of ids.
 */
function seedView(db: Database.Database): Record<string, Row> {
  const view: Record<string, Row> = {};
  const email = new Map(all(db, 'SELECT id, email FROM Users').map((row) => [row.id, row.email]));
  const productName = new Map(all(db, 'SELECT id, name FROM Products').map((row) => [row.id, row.name]));
  for (const row of all(db, 'SELECT * FROM Users')) view[`user ${row.email}`] = without(row, PER_SHOP);
  for (const table of ['SecurityAnswers', 'Wallets', 'Addresses', 'Cards', 'PrivacyRequests', 'OAuthIdentities']) {
    for (const row of all(db, `SELECT * FROM ${table}`)) view[`${table} of ${email.get(row.UserId)} ${JSON.stringify(without(row, PER_SHOP))}`] = without(row, PER_SHOP);
  }
  for (const row of all(db, 'SELECT * FROM Products')) view[`product ${row.name}`] = without(row, PER_SHOP);
  for (const row of all(db, 'SELECT * FROM Quantitys')) view[`limit of ${productName.get(row.ProductId)}`] = { limitPerUser: row.limitPerUser };
  for (const row of all(db, 'SELECT * FROM SecurityQuestions')) view[`question ${row.id}`] = { question: row.question };
  for (const row of all(db, 'SELECT * FROM Deliveries')) view[`delivery ${row.name}`] = without(row, PER_SHOP);
  for (const row of all(db, 'SELECT * FROM Memories')) view[`memory ${row.caption}`] = { ...without(row, PER_SHOP), author: email.get(row.UserId) };
  for (const row of all(db, 'SELECT * FROM Feedbacks')) view[`feedback ${row.comment}`] = { ...without(row, PER_SHOP), author: email.get(row.UserId) ?? null };
  for (const table of ['Web3Accounts', 'Web3Balances', 'Web3VaultCredits']) for (const row of all(db, `SELECT * FROM ${table}`)) view[`${table} ${row.address}`] = without(row, PER_SHOP);
  for (const row of all(db, 'SELECT * FROM Web3Nfts')) view[`nft ${row.design}`] = without(row, PER_SHOP);
  for (const row of all(db, "SELECT body FROM Documents WHERE collection = 'reviews'")) {
    const review = JSON.parse(row.body as string) as Row;
    view[`review by ${review.author} of ${productName.get(review.product)}`] = { message: review.message };
  }
  for (const row of all(db, "SELECT body FROM Documents WHERE collection = 'orders'")) {
    const order = JSON.parse(row.body as string) as Row & { products: Row[] };
    view[`order ${order.orderId}`] = { ...without(order, ['_id', 'addressId']), products: order.products.map((line) => ({ ...without(line, ['id']), name: productName.get(line.id) })) };
  }
  return view;
}

let fresh: TestShop;
let freshView: Record<string, Row>;

beforeAll(async () => {
  fresh = await startTestShop();
  freshView = seedView(fresh.ctx.db);
});
afterAll(() => fresh.close());

describe.each(BUILDS)('a data directory written by the build of %s', (build) => {
  let dataDir: string;
  let fixture: Fixture;
  let shop: Shop;

  beforeAll(async () => {
    ({ dataDir, fixture } = copyFixture(build));
    shop = await open(dataDir);
  });
  afterAll(async () => {
    await shop.close(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
    shop.app.inject({ method, url, ...(payload ? { payload } : {}), ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

  it('runs every migration once, after keeping a copy of the database as it was', () => {
    expect(shop.upgrade).toMatchObject({ from: 0, to: DATA_VERSION });
    expect(shop.upgrade!.steps).toHaveLength(MIGRATIONS.length);
    const copy = openSqlite(path.join(dataDir, shop.upgrade!.backup));
    try {
      // The copy is the earlier build's database: the class's customer, and no record of migrations.
      expect(copy.prepare('SELECT count(*) AS n FROM Users WHERE email = ?').get(fixture.customer.email)).toEqual({ n: 1 });
      expect(copy.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'Migrations'").get()).toEqual({ n: 1 });
      expect(copy.prepare('SELECT count(*) AS n FROM Migrations').get()).toEqual({ n: 0 });
    } finally {
      copy.close();
    }
    const recorded = shop.ctx.db.prepare<[], { id: number }>('SELECT id FROM Migrations ORDER BY id').all().map((row) => row.id);
    expect(recorded).toEqual(MIGRATIONS.map((migration) => migration.id));
  });

  it("keeps the class's customer: login, address, card, wallet, basket, order and review", async () => {
    const login = await call('POST', '/rest/user/login', { email: fixture.customer.email, password: fixture.customer.password });
    expect(login.statusCode).toBe(200);
    const { token, bid } = login.json().authentication as { token: string; bid: number };
    const addresses = (await call('GET', '/api/Addresss', undefined, token)).json().data as { city: string }[];
    expect(addresses.map((address) => address.city)).toContain(fixture.address.city);
    const cards = (await call('GET', '/api/Cards', undefined, token)).json().data as { cardNum: string }[];
    expect(cards.map((card) => card.cardNum)).toEqual([`************${fixture.card.last4}`]);
    expect((await call('GET', '/rest/wallet/balance', undefined, token)).json().data).toBeCloseTo(fixture.wallet, 2);
    const basket = (await call('GET', `/rest/basket/${bid}`, undefined, token)).json().data as { Products: { id: number; BasketItem: { quantity: number } }[] };
    expect(basket.Products.map((product) => ({ ProductId: product.id, quantity: product.BasketItem.quantity }))).toEqual(fixture.basket.items);
    const orders = (await call('GET', '/rest/order-history', undefined, token)).json().data as { orderId: string; products: { id: number }[] }[];
    expect(orders.map((order) => order.orderId)).toEqual([fixture.order.orderId]);
    expect(orders[0].products.map((line) => line.id)).toEqual(fixture.order.products);
    const reviews = (await call('GET', `/rest/products/${fixture.review.productId}/reviews`)).json().data as { message: string; author: string }[];
    expect(reviews).toContainEqual(expect.objectContaining({ message: fixture.review.message, author: fixture.customer.email }));
  });

  it('keeps the solved challenges and the coding progress', async () => {
    const challenges = (await call('GET', '/api/Challenges')).json().data as { key: string; solved: boolean; codingChallengeStatus?: number }[];
    const solved = challenges.filter((challenge) => challenge.solved).map((challenge) => challenge.key);
    expect(solved).toEqual(expect.arrayContaining(fixture.solved));
    for (const { key, status } of fixture.coding) expect(challenges.find((challenge) => challenge.key === key)?.codingChallengeStatus).toBe(status);
  });

  it('holds all the seed content a fresh shop has, with the texts and passwords of this build', async () => {
    const upgraded = seedView(shop.ctx.db);
    const missing = Object.keys(freshView).filter((key) => !(key in upgraded));
    expect(missing).toEqual([]);
    for (const [key, row] of Object.entries(freshView)) expect([key, upgraded[key]]).toEqual([key, row]);
    const keyring = (await call('GET', '/rest/products/search?q=Keyring')).json().data as { name: string }[];
    expect(keyring.map((product) => product.name)).toContain('Orange Slice Keyring (3D-printed)');
    expect((await call('POST', '/rest/user/login', { email: SUPPORT.email, password: SUPPORT.password })).statusCode).toBe(200);
  });

  it('lists every challenge of this build, as a fresh shop does', async () => {
    const keys = (response: { json: () => { data: { key: string }[] } }) => response.json().data.map((challenge) => challenge.key).sort();
    expect(keys(await call('GET', '/api/Challenges'))).toEqual(keys(await fresh.app.inject({ method: 'GET', url: '/api/Challenges' })));
  });

  it('runs nothing again on the next start', async () => {
    await shop.close(0);
    const backups = fs.readdirSync(path.join(dataDir, 'backups'));
    shop = await open(dataDir);
    expect(shop.upgrade).toBeNull();
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual(backups);
  });
});

describe('a data directory written by a newer build', () => {
  it('is refused with one sentence that names both versions', async () => {
    const { dataDir } = copyFixture('c0f1a5e');
    try {
      await (await open(dataDir)).close(0);
      const db = openSqlite(path.join(dataDir, DATABASE_FILE));
      db.prepare("INSERT INTO Migrations (id, name, appliedAt) VALUES (?, 'a later change', '2027-01-01T00:00:00.000Z')").run(DATA_VERSION + 3);
      db.prepare("INSERT OR REPLACE INTO Meta (key, value) VALUES ('writtenBy', '9.9.9')").run();
      db.close();
      const refusal = await open(dataDir).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DataDirectoryTooNew);
      const sentence = startFailure(refusal, { host: '127.0.0.1', port: 3000, dataDir });
      expect(sentence).toContain(`Pulp 9.9.9 (data version ${DATA_VERSION + 3})`);
      expect(sentence).toContain(`(data version ${DATA_VERSION})`);
      expect(sentence).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
