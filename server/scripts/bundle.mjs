// Bundles the built server (dist/index.js, from tsc) into one file, dist/server.js, so that a
// start loads one script instead of some 900 modules: resolving and reading them took about a
// third of the time from process start to the first answer (node --cpu-prof, issue 16). The
// per-module files stay in dist/ for the scripts that require one of them (reset, ctf, coupon).
// dist/index.js becomes a small loader that runs the bundle with a V8 code cache, which this
// script makes by starting the server once (see code-cache-loader.cjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { build } from 'esbuild';
import { SERVER_V8_FLAGS } from './node-flags.mjs';
import { startEditsPlugin } from './start-edits.mjs';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(SERVER, 'dist', 'index.js');
const modules = path.join(SERVER, 'dist', 'start.js');
const bundle = path.join(SERVER, 'dist', 'server.js');

/**
 * Left as require() calls: better-sqlite3's native addon (its JavaScript is bundled, see
 * openSqlite in src/db/database.ts), libraries that read their own data
 * files next to their code (pdfkit's fonts, svg-captcha's), the optional native helpers ws tries
 * to load, and the libraries the server only loads on first use (bundled, they would be parsed
 * at every start). All are production dependencies of the server.
 */
const EXTERNAL = [
  'better-sqlite3/build/Release/better_sqlite3.node',
  'pdfkit',
  'svg-captcha',
  'otplib',
  'prom-client',
  'mingo',
  'jsonwebtoken',
  'acorn',
  'saxes',
  'sanitize-html',
  '@scure/bip39',
  '@scure/bip39/*',
  '@scure/bip32',
  '@noble/hashes',
  '@noble/hashes/*',
  '@noble/curves',
  '@noble/curves/*',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'socket.io',
  'bufferutil',
  'utf-8-validate',
];

// tsc's entry becomes dist/start.js (still runnable on its own), the loader takes its place. A
// second run without tsc finds a loader there (it requires no module of the shop) and bundles
// start.js again.
const loader = path.join(SERVER, 'scripts', 'code-cache-loader.cjs');
if (fs.readFileSync(entry, 'utf8').includes('require("./config/settings")')) fs.renameSync(entry, modules);
const startEdits = startEditsPlugin();
await build({
  entryPoints: [modules],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: EXTERNAL,
  // The contract as the built server runs it unbundled, compiled to CommonJS in dist/node_modules
  // (scripts/build-contract.mjs), not the shared package's TypeScript: bundled as ES modules it
  // brought valibot's ES build beside the CommonJS one the server's own modules use, and every one
  // of the 45 modules that require the contract got a fresh copy of its exports at start.
  alias: { '@pulp/shared/contract': path.join(SERVER, 'dist', 'node_modules', '@pulp', 'shared', 'contract', 'index.js') },
  // Whitespace and syntax only: names stay readable in stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'linked',
  logLevel: 'warning',
  plugins: [startEdits.plugin],
  // The default, said here because the loader relies on it: non-ASCII characters are written as
  // escapes, so the loader can read the bundle as latin1 (checked below).
  charset: 'ascii',
});
startEdits.assertApplied();
if (fs.readFileSync(bundle).some((byte) => byte > 0x7f)) throw new Error('server bundle: not ASCII, but the loader reads it as latin1');

fs.copyFileSync(loader, entry);
await writeCodeCache();

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server once, on a scratch data directory, with the production V8 flags (a
 * cache made with other flags is refused), asks for what a first visit asks for, and stops it:
 * the loader writes the code cache as the process exits. Without a cache the server still
 * starts, only slower, so a failure here is reported and the build goes on.
 */
async function writeCodeCache() {
  const started = performance.now();
  const cacheFile = `${bundle}.v8-cache`;
  fs.rmSync(cacheFile, { force: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-code-cache-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PULP_DATA_DIR: dataDir, PULP_LOG: '', PULP_CONFIG: 'default', PULP_WRITE_CODE_CACHE: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = await fetch(`${base}/rest/admin/application-version`).then((answer) => answer.status, () => 0);
      if (status === 200) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not answer: ${stderr.trim()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const url of ['/rest/admin/application-configuration', '/rest/products/search?q=', '/api/Quantitys/', '/rest/languages', '/']) {
      await fetch(base + url).then((answer) => answer.arrayBuffer(), () => undefined);
    }
  } catch (error) {
    process.stderr.write(`server bundle: no V8 code cache (${error.message}); the server starts without one\n`);
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (fs.existsSync(cacheFile)) {
    const kb = (fs.statSync(cacheFile).size / 1024).toFixed(0);
    process.stdout.write(`server bundle: V8 code cache ${kb} KB in ${Math.round(performance.now() - started)} ms\n`);
  }
}
