import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { settingsFromEnv, type Settings } from './config/settings';
import { startFailure } from './start-failure';
import { buildShop } from './app';
import { adminPasswordFile } from './auth/admin-password';
import { compileDeferredValidators } from './http/contract';
import { startMark } from './http/start-trace';

/**
 * Runs work the first request does not need once that request has been answered (or after a
 * second without one): compiling the remaining route validators right after listening held up
 * the first answer by about 35 ms (loading Ajv and a batch of compilations).
 */
function afterFirstAnswer(server: Server, work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    setImmediate(work);
  };
  const fallback = setTimeout(run, 1000);
  server.once('request', (_request: IncomingMessage, response: ServerResponse) => {
    startMark('first request');
    response.once('close', run);
  });
}

/** What the start was asked for, for the sentence a failed start prints. */
let requested: Settings | null = null;

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  requested = settings;
  const shop = await buildShop(settings);
  const address = await shop.app.listen({ host: settings.host, port: settings.port });
  startMark('listening');
  if (shop.upgrade) {
    const { from, to, steps, backup } = shop.upgrade;
    process.stdout.write(`Upgraded the data directory from data version ${from} to ${to} in ${steps.length} steps; the database as it was is kept in ${path.join(settings.dataDir, backup)}\n`);
  }
  process.stdout.write(`Pulp is open at ${address} (data: ${settings.dataDir}, config: ${settings.configName})\n`);
  // Seeded hardened (weakPasswordChallenge), the administrator's password is no longer admin123: say where it is, not what.
  const adminPassword = adminPasswordFile(settings.dataDir);
  if (fs.existsSync(adminPassword)) process.stdout.write(`Seeded hardened, the administrator (admin@pulp.shop) has the password in ${adminPassword}\n`);
  afterFirstAnswer(shop.app.server, () => void compileDeferredValidators());
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Kubernetes and podman wait a grace period (30 s and 10 s by default) before they kill:
    // finish within 5 s in any case, whatever is still running.
    const deadline = setTimeout(() => {
      process.stderr.write(`Pulp: shutdown after ${signal} took longer than 5 s, exiting\n`);
      process.exit(1);
    }, 5000);
    deadline.unref();
    shop
      .close(4000)
      .then(() => {
        process.stdout.write(`Pulp stopped (${signal})\n`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        process.stderr.write(`Pulp: shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailure(error, requested)}\n`);
  process.exit(1);
});
