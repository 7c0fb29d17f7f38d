import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePortSync } from './support/ports';
import { chromiumArgs, chromiumPath } from './support/browser';
import { BANNERS_DISMISSED } from './support/cookies';

// One fresh shop per worker: a free port and an empty data directory for each, chosen once by
// the main process and inherited by the workers through the environment. Each worker then runs
// its share of the files against its own shop, as one worker ran them all against one shop
// before (files run in order within a worker, and never share a shop with another worker).
// PULP_E2E_WORKERS sets how many (default: 2 where the machine has 2 cores or more).
const WORKERS = Math.max(1, Number(process.env.PULP_E2E_WORKERS ?? (os.availableParallelism() >= 2 ? 2 : 1)));
for (let index = 0; index < WORKERS; index += 1) {
  process.env[`PULP_E2E_PORT_${index}`] ??= index === 0 && process.env.PULP_E2E_PORT ? process.env.PULP_E2E_PORT : String(freePortSync());
  process.env[`PULP_E2E_DATA_${index}`] ??= index === 0 && process.env.PULP_E2E_DATA ? process.env.PULP_E2E_DATA : fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-e2e-'));
}
// In a worker, its own shop; in the main process (teardown), the first one's.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.PULP_E2E_PORT = process.env[`PULP_E2E_PORT_${worker}`];
process.env.PULP_E2E_DATA = process.env[`PULP_E2E_DATA_${worker}`];
const port = Number(process.env.PULP_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<{ hardened: boolean }>({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The welcome banner and cookie notice are dismissed, as for a returning visitor; the
    // banner journeys start without these cookies.
    storageState: BANNERS_DISMISSED,
    // A trace costs about a third of the journeys' CPU time when every passing journey records
    // one, so one is recorded on the retry of a journey that failed (CI retries once), or for
    // every journey when PULP_E2E_TRACE=1 is set to debug locally.
    trace: process.env.PULP_E2E_TRACE === '1' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // Every journey as it is; the solver journeys once more against hardened shops, where each
  // exploit of a challenge with a fix must fail (support/hardened.ts, ARCHITECTURE.md "Hardened mode").
  projects: [
    { name: 'default' },
    { name: 'hardened', testMatch: /challenges-[^/]*\.spec\.ts$/, use: { hardened: true } },
  ],
  globalTeardown: './support/solver-runs.teardown.ts',
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const workerPort = Number(process.env[`PULP_E2E_PORT_${index}`]);
    return {
      command: `node ${path.join(__dirname, '..', 'server', 'dist', 'index.js')}`,
      url: `http://127.0.0.1:${workerPort}/rest/admin/application-version`,
      // PULP_E2E_CONFIG=hardened runs the honest journeys against a hardened shop (docs/training.md, "Hardened mode").
      env: { PORT: String(workerPort), HOST: '127.0.0.1', PULP_DATA_DIR: process.env[`PULP_E2E_DATA_${index}`] as string, PULP_CONFIG: process.env.PULP_E2E_CONFIG ?? 'default' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
