// pnpm start: build what is missing, then serve the whole shop (default http://127.0.0.1:3000).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureBuilt, REPO_ROOT } from './packages.mjs';
import { permissionFlags } from './permission-flags.mjs';
import { SERVER_V8_FLAGS } from './node-flags.mjs';

ensureBuilt();

/**
 * The server runs under Node's permission model (it may read the app and read and write its
 * data directory, nothing else, and start no processes), unless PULP_SANDBOX=0 or this Node
 * cannot do it.
 */
function sandboxFlags() {
  if (process.env.PULP_SANDBOX === '0') return [];
  const config = process.env.PULP_CONFIG;
  const flags = permissionFlags({
    appDir: REPO_ROOT,
    dataDir: path.resolve(process.env.PULP_DATA_DIR || path.join(REPO_ROOT, 'data')),
    configFile: config?.endsWith('.json') ? config : undefined,
  });
  if (!flags) process.stderr.write(`This Node (${process.version}) cannot run the shop under its permission model: starting without it.\n`);
  return flags ?? [];
}

const server = spawn(process.execPath, [...SERVER_V8_FLAGS, ...sandboxFlags(), path.join(REPO_ROOT, 'server', 'dist', 'index.js')], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
