// Plain CommonJS so that both the Playwright journeys (TypeScript) and `pnpm bench` (plain
// Node, bench/run.mjs) launch the same browser the same way. Types: browser.d.ts.

/** Debian's Chromium unless the machine says otherwise (PULP_CHROMIUM); never a downloaded browser. */
exports.chromiumPath = process.env.PULP_CHROMIUM || '/usr/bin/chromium';

exports.chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
