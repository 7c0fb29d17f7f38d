/** Debian's Chromium unless the machine says otherwise (PULP_CHROMIUM); never a downloaded browser. */
export const chromiumPath = process.env.PULP_CHROMIUM || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
