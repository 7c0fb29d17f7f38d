import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { buildCheckedShop } from './contract-answers';
import { settingsFromEnv } from '../src/config/settings';
import { DEFAULT_CHALLENGE_CONFIG } from '../src/config/hardened';
import { DATABASE_FILE, openDatabase, openSqlite } from '../src/db/database';
import { documentStore } from '../src/db/documents';
import { seedDatabase } from '../src/db/seed/seed';
import { createSchema } from '../src/db/migrations';
import { markSeeded } from '../src/db/migrations/runner';
import { SEED_TEMPLATE_FILE, seedTemplateFor } from '../src/db/seed-template';
import { writeSeedTemplate } from '../src/db/seed/write-template';
import { DEMO } from './helpers';

/** Every table's rows in order, with the document store's random ids replaced by their position. */
function contents(db: Database.Database): Record<string, unknown[]> {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  return Object.fromEntries(
    tables.map(({ name }) => {
      const rows = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Record<string, unknown>[];
      if (name !== 'Documents') return [name, rows];
      return [name, rows.map((row, index) => ({ ...row, id: index, body: JSON.stringify({ ...(JSON.parse(row.body as string) as object), _id: index }) }))];
    }),
  );
}

/** A new data directory starts from the build's seeded copy: it must be the seed itself. */
describe('seed template', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-seed-template-test-'));
  });
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('holds, once copied, exactly what seeding a new database writes, at the time of the copy', () => {
    const template = path.join(scratch, 'template.sqlite');
    writeSeedTemplate(template, '0.1.0', '2026-01-02T03:04:05.678Z');

    const seeded = openDatabase(path.join(scratch, 'seeded'));
    expect(seeded.fresh).toBe(true);
    createSchema(seeded.db);
    seedDatabase(seeded.db, documentStore(seeded.db), DEFAULT_CHALLENGE_CONFIG, path.join(scratch, 'seeded'), '2026-11-27T10:00:00.000Z');
    markSeeded(seeded.db, '0.1.0', '2026-11-27T10:00:00.000Z');

    const before = Date.now();
    const copied = openDatabase(path.join(scratch, 'copied'), template);
    expect(copied.fresh).toBe(false);
    // Restamped to the time it was opened: every seeded timestamp of the template moved.
    const stamp = copied.db.prepare<[], { createdAt: string }>('SELECT createdAt FROM Products ORDER BY id LIMIT 1').get()!.createdAt;
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(contents(copied.db))).not.toContain('2026-01-02T03:04:05.678Z');

    const restamped = JSON.parse(JSON.stringify(contents(copied.db)).replaceAll(stamp, '2026-11-27T10:00:00.000Z')) as unknown;
    expect(restamped).toEqual(contents(seeded.db));
    seeded.db.close();
    copied.db.close();
  });

  it('is used only by a shop with nothing hardened, and only where the build made one', () => {
    const file = path.join(scratch, 'template.sqlite');
    expect(seedTemplateFor(DEFAULT_CHALLENGE_CONFIG, file)).toBeNull();
    fs.writeFileSync(file, '');
    expect(seedTemplateFor(DEFAULT_CHALLENGE_CONFIG, file)).toBe(file);
    expect(seedTemplateFor({ challenges: { hardened: [] } }, file)).toBe(file);
    expect(seedTemplateFor({ challenges: { hardened: 'all' } }, file)).toBeNull();
    expect(seedTemplateFor({ challenges: { hardened: ['redirectChallenge'] } }, file)).toBeNull();
    // The suites run the sources: no template beside them, whatever the last build left in dist/.
    expect(path.dirname(SEED_TEMPLATE_FILE)).toBe(path.join(__dirname, '..', 'src'));
  });

  it('starts a shop that lists its products and lets its customers log in', async () => {
    const template = path.join(scratch, 'template.sqlite');
    writeSeedTemplate(template, '0.1.0');
    const dataDir = path.join(scratch, 'shop');
    const { db } = openDatabase(dataDir, template);
    db.close();
    const shop = await buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: dataDir, PORT: '0' }));
    try {
      const products = await shop.app.inject({ method: 'GET', url: '/rest/products/search?q=' });
      expect(products.json().data.length).toBeGreaterThan(10);
      const login = await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: DEMO });
      expect(login.statusCode).toBe(200);
    } finally {
      await shop.close(0);
    }
    const reopened = openSqlite(path.join(dataDir, DATABASE_FILE));
    expect(reopened.prepare("SELECT count(*) AS n FROM Meta WHERE key LIKE 'seedTemplate%'").get()).toEqual({ n: 0 });
    reopened.close();
  });
});
