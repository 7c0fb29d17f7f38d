// Bundles the built server (dist/index.js, from tsc) into one file that replaces it, so that a
// start loads one script instead of some 900 modules: resolving and reading them took about a
// third of the time from process start to the first answer (node --cpu-prof, issue 16). The
// per-module files stay in dist/ for the scripts that require one of them (reset, ctf, coupon).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(SERVER, 'dist', 'index.js');
const modules = path.join(SERVER, 'dist', 'start.js');

/**
 * Left as require() calls: a native module (better-sqlite3), libraries that read their own data
 * files next to their code (pdfkit's fonts, svg-captcha's), the optional native helpers ws tries
 * to load, and the libraries the server only loads on first use (bundled, they would be parsed
 * at every start). All are production dependencies of the server.
 */
const EXTERNAL = [
  'better-sqlite3',
  'pdfkit',
  'svg-captcha',
  'otplib',
  'prom-client',
  'mingo',
  'jsonwebtoken',
  'acorn',
  'saxes',
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

// tsc's entry becomes dist/start.js (still runnable on its own), the bundle takes its place.
fs.renameSync(entry, modules);
await build({
  entryPoints: [modules],
  outfile: entry,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: EXTERNAL,
  // Whitespace and syntax only: names stay readable in stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
