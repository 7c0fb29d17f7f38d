// Loaded into the server process (node --require) by the reliability suite's sandbox run.
// Records, on stderr as "PULP-SANDBOX {json}" lines, every attempt to start a process, to open a
// connection to anything but loopback, and to touch a file outside the allowed folders; process
// starts and outside connections are also stopped. Node's permission model, on the same
// process, refuses the file accesses themselves.
'use strict';
const childProcess = require('node:child_process');
const net = require('node:net');
const dns = require('node:dns');
const fs = require('node:fs');
const path = require('node:path');

const allowed = (process.env.PULP_SANDBOX_ALLOW || '').split(path.delimiter).filter(Boolean).map((folder) => path.resolve(folder));
// The process's own /proc entries (memory and CPU figures of /metrics) are not host files.
// The challenge engine asks whether /.dockerenv exists (to know whether it runs in Docker).
allowed.push('/proc/self', `/proc/${process.pid}`, '/dev/null', '/dev/urandom', '/.dockerenv');

function report(kind, detail) {
  process.stderr.write(`PULP-SANDBOX ${JSON.stringify({ kind, detail: String(detail).slice(0, 300) })}\n`);
}

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  const original = childProcess[name];
  if (typeof original !== 'function') continue;
  childProcess[name] = function blockedProcess(command) {
    report('process', `${name} ${command}`);
    throw new Error('Starting processes is not allowed in the sandbox.');
  };
}

const isLoopback = (host) => !host || host === 'localhost' || /^127\./.test(host) || host === '::1' || host === '::ffff:127.0.0.1';

const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function watchedConnect(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === 'object' && first !== null ? first : { port: first, host: typeof args[1] === 'string' ? args[1] : undefined };
  if (options.path) {
    report('connection', `unix socket ${options.path}`);
    throw new Error('Connections are not allowed in the sandbox.');
  }
  if (!isLoopback(options.host)) {
    report('connection', `${options.host}:${options.port}`);
    throw new Error('Only loopback connections are allowed in the sandbox.');
  }
  return originalConnect.apply(this, args);
};

const originalLookup = dns.lookup;
dns.lookup = function watchedLookup(host, ...rest) {
  if (!isLoopback(host)) report('dns', host);
  return originalLookup.call(this, host, ...rest);
};

function outside(target) {
  if (typeof target !== 'string' && !(target instanceof URL) && !Buffer.isBuffer(target)) return false;
  let file = target instanceof URL ? (target.protocol === 'file:' ? target.pathname : '') : String(target);
  if (!file) return false;
  file = path.resolve(file);
  return !allowed.some((folder) => file === folder || file.startsWith(folder + path.sep));
}

const FS_CALLS = [
  'readFile', 'readFileSync', 'writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'open', 'openSync', 'createReadStream', 'createWriteStream',
  'readdir', 'readdirSync', 'stat', 'statSync', 'lstat', 'lstatSync', 'access', 'accessSync', 'existsSync', 'unlink', 'unlinkSync', 'rename', 'renameSync',
  'copyFile', 'copyFileSync', 'mkdir', 'mkdirSync', 'rm', 'rmSync', 'symlink', 'symlinkSync', 'realpath', 'realpathSync',
];
for (const name of FS_CALLS) {
  const original = fs[name];
  if (typeof original !== 'function') continue;
  fs[name] = function watchedFs(target, ...rest) {
    if (outside(target)) report('file', `${name} ${target}`);
    return original.call(this, target, ...rest);
  };
}
for (const name of ['readFile', 'writeFile', 'appendFile', 'open', 'readdir', 'stat', 'lstat', 'access', 'unlink', 'rename', 'copyFile', 'mkdir', 'rm', 'realpath']) {
  const original = fs.promises[name];
  if (typeof original !== 'function') continue;
  fs.promises[name] = function watchedFsPromise(target, ...rest) {
    if (outside(target)) report('file', `promises.${name} ${target}`);
    return original.call(this, target, ...rest);
  };
}

if (typeof globalThis.fetch === 'function') {
  const originalFetch = globalThis.fetch;
  globalThis.fetch = function watchedFetch(input, init) {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (!isLoopback(url.hostname.replace(/^\[|\]$/g, ''))) {
      report('connection', `fetch ${url.href}`);
      return Promise.reject(new Error('Only loopback connections are allowed in the sandbox.'));
    }
    return originalFetch.call(this, input, init);
  };
}
report('ready', process.pid);
