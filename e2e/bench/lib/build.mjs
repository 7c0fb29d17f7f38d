// Production builds: the timed build from a clean tree, or "whatever is stale" for a smoke run.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './paths.mjs';
import { FRONT_END_PACKAGES } from '../../../shared/packages.cjs';
import { PACKAGES, ensureBuilt } from '../../../server/scripts/packages.mjs';

/** Everything a clean tree lacks: every dist/ and every webpack cache (the dependency store stays warm). */
export function buildOutputs() {
  return [...PACKAGES.map((name) => path.join(REPO_ROOT, name, 'dist')), ...FRONT_END_PACKAGES.map((name) => path.join(REPO_ROOT, name, 'node_modules', '.cache', 'webpack'))];
}

function run(command, args, logFile) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', log, log] });
    child.once('error', reject);
    child.once('exit', (code) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}); see ${logFile}`));
    });
  });
}

/** Deletes the build outputs and caches, then times `pnpm build`; returns seconds. */
export async function timedCleanBuild(logFile) {
  for (const target of buildOutputs()) fs.rmSync(target, { recursive: true, force: true });
  const started = performance.now();
  await run('pnpm', ['build'], logFile);
  // Each package's build script records itself as current, so `pnpm start` builds nothing after this.
  return (performance.now() - started) / 1000;
}

/** Builds only what is missing or stale (nothing, after the journeys). */
export function buildStale() {
  ensureBuilt();
}
