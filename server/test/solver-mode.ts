import fs from 'node:fs';
import Database from 'better-sqlite3';
import path from 'node:path';
import { hardenedIn } from '@pulp/shared/contract';
import { deepMerge, loadConfiguration, presetFile } from '../src/config/configuration';
import { SERVER_ROOT } from '../src/config/settings';

/**
 * Solver tests run three times (ARCHITECTURE.md, "Hardened mode"): once as they are (`default`);
 * once under jest.hardened.config.cjs (`hardened`), where every shop a test starts runs the
 * hardened preset on top of whatever preset the test asked for, and an exploit of a challenge
 * whose spot has a fix must fail and leave it unsolved (see `exploit` in ./challenges.ts); and
 * once under jest.upgraded.config.cjs (`upgraded`), where every shop starts on the data directory
 * the first landed store wrote (fixtures/data-directories), upgraded by this build's migrations
 * and with its solves forgotten, and every exploit must solve as on a fresh shop.
 */
export type SolverMode = 'default' | 'hardened' | 'upgraded';

const MODES: readonly SolverMode[] = ['default', 'hardened', 'upgraded'];

export const SOLVER_MODE: SolverMode = MODES.find((mode) => mode === process.env.PULP_TEST_MODE) ?? 'default';

/** The earliest data directory the upgrade tests keep: the first landed store's. */
export const OLDEST_DATA_DIRECTORY = path.join(__dirname, 'fixtures', 'data-directories', '2031d44');

/**
 * In the upgraded run, fills a test shop's new data directory with the first store's, as a class
 * left it, but with no challenge solved yet (a solver test checks its exploit solves).
 */
export function prepareDataDirectory(dataDir: string): void {
  if (SOLVER_MODE !== 'upgraded') return;
  fs.cpSync(OLDEST_DATA_DIRECTORY, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, 'fixture.json'));
  const db = new Database(path.join(dataDir, 'pulp.sqlite'));
  try {
    db.exec('DELETE FROM ChallengeProgress');
  } finally {
    db.close();
  }
}

/** Where each run notes which challenges its exploits covered (the hardened run's teardown reads both modes). */
export const SOLVER_RUNS_DIR = path.join(SERVER_ROOT, 'test-results', 'solver-runs');

/**
 * The PULP_CONFIG a test shop gets in this mode: unchanged in default mode; in hardened mode the
 * preset the test named (default when none) with challenges.hardened "all", as a JSON file.
 */
export function configForMode(configName: string | undefined, dataDir: string): string | undefined {
  if (SOLVER_MODE !== 'hardened') return configName;
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
