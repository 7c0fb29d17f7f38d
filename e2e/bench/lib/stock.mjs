// Gives a stopped shop's data directory enough stock that minutes of checkouts cannot sell
// out (a sold-out product would turn the logged-in mix's checkouts into errors).
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from './paths.mjs';

const BENCH_STOCK = 1_000_000;

export function topUpStock(dataDir) {
  // The server's own (built) database module opens the file, with the server's better-sqlite3.
  const require = createRequire(import.meta.url);
  const { openDatabase } = require(path.join(REPO_ROOT, 'server', 'dist', 'db', 'database.js'));
  const { db } = openDatabase(dataDir);
  try {
    db.prepare('UPDATE Quantitys SET quantity = ?').run(BENCH_STOCK);
  } finally {
    db.close();
  }
}
