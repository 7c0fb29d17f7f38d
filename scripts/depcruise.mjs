// dependency-cruiser (.dependency-cruiser.cjs) over every package's sources, as shared/packages.cjs
// lists them, so that a new remote is checked without touching the lint scripts. `pnpm lint` and
// `pnpm lint:cycles` run it; its arguments go to depcruise (`--output-type err-long`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_FOLDERS } from '../shared/packages.cjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(REPO_ROOT, 'node_modules', '.bin', 'depcruise');
const result = spawnSync(depcruise, ['--config', '.dependency-cruiser.cjs', ...process.argv.slice(2), ...SOURCE_FOLDERS], { cwd: REPO_ROOT, stdio: 'inherit' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
