// pnpm start: build what is missing, then serve the whole shop (default http://127.0.0.1:3000).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureBuilt, REPO_ROOT } from './packages.mjs';
import { sandboxFlags } from './permission-flags.mjs';
import { serverEnvironment } from './node-options.mjs';

ensureBuilt();

/**
 * The server runs under Node's permission model (it may read the app and read and write its
 * data directory, nothing else, and start no processes), unless PULP_SANDBOX=0 or this Node
 * cannot do it. Node's own warnings about the model are replaced by one line that says what the
 * sandbox allows.
 */
function sandboxArguments() {
  if (process.env.PULP_SANDBOX === '0') return [];
  const config = process.env.PULP_CONFIG;
  const dataDir = path.resolve(process.env.PULP_DATA_DIR || path.join(REPO_ROOT, 'data'));
  let sandbox;
  try {
    sandbox = sandboxFlags({ appDir: REPO_ROOT, dataDir, configFile: config?.endsWith('.json') ? config : undefined });
  } catch (error) {
    process.stderr.write(`Pulp could not start: it cannot create its data directory ${dataDir} (${error.code ?? error.message}). Give it a folder it may write (PULP_DATA_DIR=/path/to/folder pnpm start).\n`);
    process.exit(1);
  }
  if (!sandbox) {
    process.stderr.write(`This Node (${process.version}) has no permission model the shop can use: starting without the sandbox. Node 20.9 or newer has one.\n`);
    return [];
  }
  process.stdout.write(`Sandboxed by Node's permission model: the shop reads its app folder, reads and writes only ${dataDir}, and starts no processes.\n`);
  if (sandbox.widened) {
    process.stdout.write(`(The data directory's path is the beginning of the app folder's path, which Node's permission model cannot tell apart: the shop may also read folders beside ${dataDir} whose names begin the same way.)\n`);
  }
  const quiet = process.allowedNodeEnvironmentFlags.has('--disable-warning') ? ['--disable-warning=ExperimentalWarning', '--disable-warning=SecurityWarning'] : [];
  return [...quiet, ...sandbox.flags];
}

const server = spawn(process.execPath, [...sandboxArguments(), path.join(REPO_ROOT, 'server', 'dist', 'index.js')], { stdio: 'inherit', env: serverEnvironment() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
