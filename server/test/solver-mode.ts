import fs from 'node:fs';
import path from 'node:path';
import { hardenedIn } from '@pulp/shared/contract';
import { deepMerge, loadConfiguration, presetFile } from '../src/config/configuration';
import { SERVER_ROOT } from '../src/config/settings';

/**
 * Solver tests run twice (ARCHITECTURE.md, "Hardened mode"): once as they are (`default`), once
 * under jest.hardened.config.cjs (`hardened`), where every shop a test starts runs the hardened
 * preset on top of whatever preset the test asked for. In hardened mode an exploit of a challenge
 * whose spot has a fix must fail and leave it unsolved (see `exploit` in ./challenges.ts).
 */
export type SolverMode = 'default' | 'hardened';

export const SOLVER_MODE: SolverMode = process.env.PULP_TEST_MODE === 'hardened' ? 'hardened' : 'default';

/** Where each run notes which challenges its exploits covered (the hardened run's teardown reads both modes). */
export const SOLVER_RUNS_DIR = path.join(SERVER_ROOT, 'test-results', 'solver-runs');

/**
 * The PULP_CONFIG a test shop gets in this mode: unchanged in default mode; in hardened mode the
 * preset the test named (default when none) with challenges.hardened "all", as a JSON file.
 */
export function configForMode(configName: string | undefined, dataDir: string): string | undefined {
  if (SOLVER_MODE === 'default') return configName;
  const base = configName && configName !== 'default' ? (JSON.parse(fs.readFileSync(presetFile(configName), 'utf8')) as object) : {};
  const file = path.join(dataDir, 'hardened-test-preset.json');
  fs.writeFileSync(file, JSON.stringify(deepMerge(base, { challenges: { hardened: 'all' } })));
  return file;
}

/** Whether the hardened preset would harden the key (a check on the preset file itself). */
export function presetHardens(key: string): boolean {
  return hardenedIn(loadConfiguration('hardened').challenges.hardened, key);
}

/** Notes that an exploit of these challenges ran in this mode, and how it ended. */
export function recordSolverRun(keys: string[], outcome: 'solved' | 'refused', file: string): void {
  const dir = path.join(SOLVER_RUNS_DIR, SOLVER_MODE);
  fs.mkdirSync(dir, { recursive: true });
  const lines = keys.map((key) => `${JSON.stringify({ key, outcome, file: path.relative(SERVER_ROOT, file) })}\n`).join('');
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), lines);
}

/** Every record of one mode's last full run: key → outcomes. */
export function solverRuns(mode: SolverMode): Map<string, Set<string>> {
  const runs = new Map<string, Set<string>>();
  const dir = path.join(SOLVER_RUNS_DIR, mode);
  if (!fs.existsSync(dir)) return runs;
  for (const file of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
      const { key, outcome } = JSON.parse(line) as { key: string; outcome: string };
      runs.set(key, (runs.get(key) ?? new Set()).add(outcome));
    }
  }
  return runs;
}
