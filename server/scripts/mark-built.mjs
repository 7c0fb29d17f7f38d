// Run at the end of every package's own `build` script: records that the package's dist/ now
// matches its sources, so that `pnpm start` and `pnpm test` (packages.mjs) do not build it again
// whichever way it was built (`pnpm build`, `pnpm --filter ./<pkg> build`, or the start script).
import path from 'node:path';
import { markBuilt } from './packages.mjs';

markBuilt(path.basename(process.cwd()));
