// Bundles the built server (dist/index.js, from tsc) into one file with esbuild, so that a start
// loads one script instead of some 900 modules: resolving and reading them took about a third of
// the time from process start to the first answer (node --cpu-prof). tsc's entry is kept as
// dist/start.js, and the per-module files stay in dist/ for the scripts that require one of them
// (reset, ctf, coupon); dist/index.js becomes the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(SERVER, 'dist', 'index.js');
const modules = path.join(SERVER, 'dist', 'start.js');

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
  // They serve files that sit next to their code (Swagger UI's page, its scripts and styles).
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'bufferutil',
  'utf-8-validate',
];

// tsc's entry becomes dist/start.js (still runnable on its own), the bundle takes its place. A
// second run without tsc finds the bundle there and bundles start.js again.
if (fs.readFileSync(entry, 'utf8').includes('require("./config/settings")')) fs.renameSync(entry, modules);
await build({
  entryPoints: [modules],
  outfile: entry,
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
});
process.stdout.write(`server bundle: ${(fs.statSync(entry).size / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), entry)}\n`);
