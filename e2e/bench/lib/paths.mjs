// Where things are, seen from the bench.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const E2E_DIR = path.dirname(BENCH_DIR);
export const REPO_ROOT = path.dirname(E2E_DIR);
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'dist', 'index.js');
/** The shell's route table, as data. */
export const ROUTE_TABLE = path.join(REPO_ROOT, 'shared', 'routes.json');
export const DEFAULT_RESULTS = path.join(E2E_DIR, 'bench-results.json');
/** A smoke run keeps its own file so that it never overwrites the figures of a full run. */
export const SMOKE_RESULTS = path.join(E2E_DIR, 'bench-smoke-results.json');
/** The bench's waterfall picture of the first screen on the slow link (SVG). */
export const DEFAULT_WATERFALL = path.join(E2E_DIR, 'bench-waterfall.svg');
export const SMOKE_WATERFALL = path.join(E2E_DIR, 'bench-smoke-waterfall.svg');
