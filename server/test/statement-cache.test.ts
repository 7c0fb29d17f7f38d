import { openSqlite } from '../src/db/database';
import { STATEMENT_CACHE_SIZE } from '../src/db/statement-cache';

describe('the connection compiles each SQL text once', () => {
  const db = openSqlite(':memory:');
  beforeAll(() => {
    db.exec('CREATE TABLE Juices (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO Juices (name) VALUES (?)');
    for (const name of ['Apple', 'Banana', 'Cherry']) insert.run(name);
  });
  afterAll(() => db.close());

  it('hands out the same statement for the same text, which answers for any parameters', () => {
    const byId = 'SELECT name FROM Juices WHERE id = ?';
    expect(db.prepare(byId)).toBe(db.prepare(byId));
    expect(db.prepare<[number], { name: string }>(byId).get(1)?.name).toBe('Apple');
    expect(db.prepare<[number], { name: string }>(byId).get(3)?.name).toBe('Cherry');
    expect(db.prepare<[], { name: string }>('SELECT name FROM Juices ORDER BY id').all().map((row) => row.name)).toEqual(['Apple', 'Banana', 'Cherry']);
  });

  it('lets the least recently used texts go beyond its bound, keeping the ones in use', () => {
    const kept = 'SELECT COUNT(*) AS count FROM Juices';
    const first = db.prepare(kept);
    const dropped = db.prepare('SELECT 1 AS once');
    for (let index = 0; index < STATEMENT_CACHE_SIZE; index += 1) {
      db.prepare(`SELECT ${index} AS number`);
      // Asked for again and again, so never the least recently used.
      expect(db.prepare(kept)).toBe(first);
    }
    expect(db.prepare('SELECT 1 AS once')).not.toBe(dropped);
    expect(db.prepare<[], { once: number }>('SELECT 1 AS once').get()?.once).toBe(1);
  });

  it('does not keep a text that does not compile', () => {
    expect(() => db.prepare('SELECT * FROM Juices WHERE')).toThrow(/syntax error|incomplete input/);
    expect(() => db.prepare('SELECT * FROM Juices WHERE')).toThrow(/syntax error|incomplete input/);
  });
});
