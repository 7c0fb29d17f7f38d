// Builds whatever is missing or out of date (pnpm start and pnpm test call it).
import { ensureBuilt } from './packages.mjs';

ensureBuilt({ force: process.argv.includes('--force') });
