// Plain CommonJS so that both the Playwright journeys (TypeScript) and `pnpm bench` (plain
// Node, bench/run.mjs) launch the same browser the same way. Types: browser.d.ts.
const fs = require('node:fs');
const path = require('node:path');

/** Where a Debian-style Chromium usually lives, in the order we try them. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The browser the journeys use: PULP_CHROMIUM when set, else Debian's Chromium (or a `chromium`
 * found on PATH); never a downloaded browser. Null when none is installed.
 */
function findChromium() {
  if (process.env.PULP_CHROMIUM) return process.env.PULP_CHROMIUM;
  const onPath = (process.env.PATH || '').split(path.delimiter).flatMap((dir) => [path.join(dir, 'chromium'), path.join(dir, 'chromium-browser')]);
  return [...CANDIDATES, ...onPath].find((file) => isExecutable(file)) || null;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

exports.findChromium = findChromium;
exports.chromiumPath = findChromium() || '/usr/bin/chromium';

exports.chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
