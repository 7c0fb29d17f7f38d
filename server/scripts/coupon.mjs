// Issues a regular coupon for trainers: node server/scripts/coupon.mjs <percent> [YYYY-MM]
// The code is signed with coupons.secret of the configuration named by PULP_CONFIG (default
// preset when unset) and is valid until the end of the given month (default: this month).
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from './packages.mjs';

const require = createRequire(import.meta.url);
const dist = path.join(REPO_ROOT, 'server', 'dist');
let modules;
try {
  modules = {
    regular: require(path.join(dist, 'features', 'coupons', 'regular.js')),
    configuration: require(path.join(dist, 'config', 'configuration.js')),
  };
} catch {
  console.error('Build the server first: pnpm --filter ./server build');
  process.exit(1);
}

const [percentText, monthText] = process.argv.slice(2);
const percent = Number(percentText);
const now = new Date();
const [year, month] = (monthText ?? `${now.getFullYear()}-${now.getMonth() + 1}`).split('-').map(Number);
if (!Number.isInteger(percent) || !year || !month || month < 1 || month > 12) {
  console.error('Usage: node server/scripts/coupon.mjs <percent 1-50> [YYYY-MM]');
  process.exit(1);
}
const config = modules.configuration.loadConfiguration(process.env.PULP_CONFIG || 'default');
try {
  const code = modules.regular.mintCoupon(config.coupons.secret, percent, { year, month });
  console.log(`${code}  (${percent}% off, valid until the end of ${year}-${String(month).padStart(2, '0')})`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
