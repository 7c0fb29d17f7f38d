import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Shop } from '../src/app';
import { buildCheckedShop } from './contract-answers';
import { settingsFromEnv } from '../src/config/settings';
import { adminPasswordFile } from '../src/auth/admin-password';
import { JONAS, type Session } from './shop-helpers';
import { configForMode, prepareDataDirectory, SOLVER_MODE } from './solver-mode';

export interface TestShop extends Shop {
  dataDir: string;
  /** How many requests the shop has answered so far, injected or over HTTP. */
  requests: () => number;
  /** Logs a seeded or registered user in and returns the bearer header and basket id. */
  login: (email: string, password: string) => Promise<{ headers: { authorization: string }; bid: number; token: string }>;
}

/**
 * A whole shop on a fresh data directory, driven through app.inject (no port). In the hardened
 * run of the solver tests (solver-mode.ts) it runs the hardened preset on top of env's PULP_CONFIG.
 */
export async function startTestShop(env: Record<string, string> = {}): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-server-test-'));
  prepareDataDirectory(dataDir);
  const config = configForMode(env.PULP_CONFIG, dataDir);
  const shop = await buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: dataDir, PORT: '0', ...env, ...(config ? { PULP_CONFIG: config } : {}) }));
  if (SOLVER_MODE === 'upgraded' && !env.PULP_DATA_DIR && shop.upgrade?.from !== 0) throw new Error('the upgraded run started a shop that was not upgraded from the first store');
  // Counted for `exploit` (challenges.ts): in hardened mode it checks an exploit reached the shop.
  let requests = 0;
  shop.app.server.on('request', () => (requests += 1));
  const inject = shop.app.inject.bind(shop.app);
  shop.app.inject = ((...args: Parameters<typeof inject>) => {
    requests += 1;
    return inject(...args);
  }) as typeof inject;
  const login: TestShop['login'] = async (email, typed) => {
    // ADMIN.password stands for the seeded administrator's password, whichever this shop seeded
    // (in the shop's own data directory: env may name another than the one made above).
    const password = email === ADMIN.email && typed === ADMIN.password ? seededAdminPassword(shop.ctx.settings.dataDir) : typed;
    const response = await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    const { token, bid } = response.json().authentication as { token: string; bid: number };
    return { headers: { authorization: `Bearer ${token}` }, bid, token };
  };
  return {
    ...shop,
    dataDir,
    requests: () => requests,
    login,
    close: async (graceMs?: number) => {
      await shop.close(graceMs);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO = { email: 'demo@pulp.shop', password: 'squeeze123' };
/** The seeded administrator as the default seed has it; `shop.login(ADMIN.email, ADMIN.password)` logs in whatever the shop seeded. */
export const ADMIN = { email: 'admin@pulp.shop', password: 'admin123' };

/**
 * The administrator's password in a data directory: admin123, or the strong one a hardened seed
 * made there (weakPasswordChallenge; auth/admin-password.ts), as a trainer reads it.
 */
export function seededAdminPassword(dataDir: string): string {
  const file = adminPasswordFile(dataDir);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ADMIN.password;
}
export const ACCOUNTANT = { email: 'ledger@pulp.shop', password: 'Bal4nce-Sheet!' };
export const DELUXE = { email: 'mira@pulp.shop', password: 'GoldenMango#88' };

/**
 * One shop for the whole test file with two customers logged in: the demo customer (seeded with an
 * address and a card) and Jonas (seeded with neither). Registers its own beforeAll/afterAll, so the
 * fields are set once the tests run; read them inside tests, not at module level.
 */
export function shopWithDemoAndJonas(): { shop: TestShop; demo: Session; jonas: Session } {
  const given = {} as { shop: TestShop; demo: Session; jonas: Session };
  beforeAll(async () => {
    given.shop = await startTestShop();
    given.demo = await given.shop.login(DEMO.email, DEMO.password);
    given.jonas = await given.shop.login(JONAS.email, JONAS.password);
  });
  afterAll(() => given.shop.close());
  return given;
}
