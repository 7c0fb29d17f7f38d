// `pnpm test` runs this first: the journeys need Debian's Chromium (never a downloaded browser).
// When it is missing, install it with apt-get if we are root; otherwise stop at once and say the
// one command that installs it, instead of failing at the first journey minutes later.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const { findChromium } = createRequire(import.meta.url)('./browser.js');

const INSTALL = 'apt-get update && apt-get install -y chromium';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

const found = findChromium();
if (found) {
  console.log(`Chromium for the journeys: ${found}`);
} else if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
  console.log("Chromium is missing: installing Debian's chromium package with apt-get …");
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium']) || !findChromium()) {
    console.error(`Installing Chromium failed. Install it by hand (${INSTALL}) or set PULP_CHROMIUM to a Chromium binary.`);
    process.exit(1);
  }
  console.log(`Chromium for the journeys: ${findChromium()}`);
} else {
  console.error(`The journeys need Chromium, which is not installed. Run: sudo sh -c '${INSTALL}' (or set PULP_CHROMIUM to a Chromium binary), then pnpm test again.`);
  process.exit(1);
}
