import fs from 'node:fs';
import path from 'node:path';
import { SOLVER_RUNS_DIR, hasFix } from './hardened';

/** The exploited keys of one project's records: key → outcomes. */
function records(project: string): Map<string, Set<string>> {
  const runs = new Map<string, Set<string>>();
  const dir = path.join(SOLVER_RUNS_DIR, project);
  if (!fs.existsSync(dir)) return runs;
  for (const file of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) {
      const { key, outcome } = JSON.parse(line) as { key: string; outcome: string };
      runs.set(key, (runs.get(key) ?? new Set()).add(outcome));
    }
  }
  return runs;
}

/** A run of every journey in both projects: no file, grep or project filter on the command line. */
function isFullRun(): boolean {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  return !args.some((arg) => !arg.startsWith('-') || /^--(grep|project|last-failed|only-changed)/.test(arg) || arg === '-g');
}

/**
 * After a full run: every challenge whose solver journey wraps its exploit in exploitInBrowser
 * and whose spot has a fix must have been solved in the default project and refused in the
 * hardened one (the server's jest runs check the API solvers the same way).
 */
export default async function solverRunsTeardown(): Promise<void> {
  const [solved, refused] = [records('default'), records('hardened')];
  fs.rmSync(SOLVER_RUNS_DIR, { recursive: true, force: true });
  if (!isFullRun()) return;
  const missing = [...new Set([...solved.keys(), ...refused.keys()])].filter((key) => hasFix(key) && (!solved.get(key)?.has('solved') || !refused.get(key)?.has('refused')));
  if (missing.length) throw new Error(`Journeys whose exploit did not run in both projects (solved by default, refused hardened): ${missing.join(', ')}`);
}
