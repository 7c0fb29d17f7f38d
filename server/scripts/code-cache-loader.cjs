'use strict';
// The production server's entry (copied to dist/index.js by scripts/bundle.mjs): runs the bundle,
// dist/server.js, with the V8 code cache the build made for it (dist/server.js.v8-cache), so a
// start neither parses nor compiles the 2 MB bundle's code again. V8 checks the cache against
// its own version, its flags (server/scripts/node-flags.mjs) and the source, and compiles as
// usual when it does not fit (a start with other flags, an edited bundle).
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Module = require('node:module');

const file = path.join(__dirname, 'server.js');
const cacheFile = `${file}.v8-cache`;

function readCache() {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

const cachedData = readCache();
// The bundle is ASCII (esbuild escapes the rest, and scripts/bundle.mjs checks): read as latin1 it
// becomes a one-byte string without UTF-8 decoding, half the time of reading its 2 MB as utf8.
const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'latin1')), { filename: file, cachedData });
// The bench reports whether V8 took the cache (it refuses one made with other flags).
if (process.env.PULP_CODE_CACHE_REPORT === '1') process.stderr.write(`pulp code cache: ${!cachedData ? 'missing' : script.cachedDataRejected ? 'rejected' : 'used'}\n`);
// The build runs the server once with PULP_WRITE_CODE_CACHE=1 and stops it: the cache then holds
// every function compiled up to the first answers, not only the top level.
if (process.env.PULP_WRITE_CODE_CACHE === '1') process.once('exit', () => fs.writeFileSync(cacheFile, script.createCachedData()));
// The first mark of PULP_START_TRACE (src/http/start-trace.ts): Node's start and the bundle's read.
if (process.env.PULP_START_TRACE === '1') process.stderr.write(`pulp start: ${performance.now().toFixed(1).padStart(6)} ms bundle read\n`);
const bundle = new Module(file, module);
bundle.filename = file;
bundle.paths = Module._nodeModulePaths(__dirname);
script.runInThisContext().call(bundle.exports, bundle.exports, Module.createRequire(file), bundle, file, __dirname);
