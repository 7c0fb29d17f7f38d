import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePortSync } from './support/ports';
import { chromiumArgs, chromiumPath } from './support/browser';
import { BANNERS_DISMISSED } from './support/cookies';

// One fresh shop for the run: a free port and an empty data directory, chosen once by the
// main process and inherited by the workers through the environment.
process.env.PULP_E2E_PORT ??= String(freePortSync());
process.env.PULP_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-e2e-'));
const port = Number(process.env.PULP_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<{ hardened: boolean }>({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The welcome banner and cookie notice are dismissed, as for a returning visitor; the
    // banner journeys start without these cookies.
    storageState: BANNERS_DISMISSED,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every journey as it is; the solver journeys once more against hardened shops, where each
  // exploit of a challenge with a fix must fail (support/hardened.ts, ARCHITECTURE.md "Hardened mode").
  projects: [
    { name: 'default' },
    { name: 'hardened', testMatch: /challenges-[^/]*\.spec\.ts$/, use: { hardened: true } },
  ],
  globalTeardown: './support/solver-runs.teardown.ts',
  webServer: {
    command: `node ${path.join(__dirname, '..', 'server', 'dist', 'index.js')}`,
    url: `${baseURL}/rest/admin/application-version`,
    // PULP_E2E_CONFIG=hardened runs the honest journeys against a hardened shop (README, "Hardened mode").
    env: { PORT: String(port), HOST: '127.0.0.1', PULP_DATA_DIR: process.env.PULP_E2E_DATA, PULP_CONFIG: process.env.PULP_E2E_CONFIG ?? 'default' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
