import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildCheckedShop } from './contract-answers';
import { settingsFromEnv } from '../src/config/settings';
import { DATABASE_FILE } from '../src/db/database';
import { MIGRATIONS } from '../src/db/migrations';
import { DEMO } from './helpers';

/** Card numbers: the shop keeps only what its screens show (12 stars and the last four digits). */
describe('stored card numbers', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-cards-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const open = () => buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: dataDir, PORT: '0' }));
  const storedNumbers = (db: Database.Database) => db.prepare<[], { cardNum: string }>('SELECT cardNum FROM Cards ORDER BY id').all().map((row) => row.cardNum);

  it('keeps no full number, seeded or saved, and still shows the last four digits', async () => {
    const shop = await open();
    try {
      const login = await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: DEMO });
      const headers = { authorization: `Bearer ${login.json().authentication.token as string}` };
      const saved = await shop.app.inject({ method: 'POST', url: '/api/Cards', headers, payload: { fullName: 'Kim Kale', cardNum: 4111111111111234, expMonth: 4, expYear: 2090 } });
      expect(saved.statusCode).toBe(201);
      expect(saved.json().data.cardNum).toBe('************1234');
      const stored = storedNumbers(shop.ctx.db);
      expect(stored.length).toBeGreaterThanOrEqual(3);
      for (const number of stored) expect(number).toMatch(/^\*{12}\d{4}$/);
      const listed = (await shop.app.inject({ method: 'GET', url: '/api/Cards', headers })).json().data as { cardNum: string }[];
      expect(listed.map((card) => card.cardNum)).toEqual(['************5100', '************1234']);
    } finally {
      await shop.close();
    }
  });

  it('masks the full numbers of an older data directory when it opens', async () => {
    await (await open()).close();
    const old = new Database(path.join(dataDir, DATABASE_FILE));
    old.prepare("UPDATE Cards SET cardNum = '5105105105105100' WHERE cardNum LIKE '%5100'").run();
    old.prepare("INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (1, 'Old Card', '4000123412349876', 1, 2090, 'x', 'x')").run();
    // What a build from before the masking step left: its migration not yet applied.
    old.prepare('DELETE FROM Migrations WHERE id = ?').run(MIGRATIONS.find((step) => step.name === 'card numbers masked as saved')?.id);
    expect(storedNumbers(old)).toContain('4000123412349876');
    old.close();

    const shop = await open();
    try {
      const stored = storedNumbers(shop.ctx.db);
      expect(stored).toEqual(expect.arrayContaining(['************5100', '************9876']));
      for (const number of stored) expect(number).toMatch(/^\*{12}\d{4}$/);
    } finally {
      await shop.close();
    }
  });
});
