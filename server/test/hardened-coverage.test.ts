import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/settings';
import { CHALLENGES } from '../src/features/challenges/catalogue';
import { CODE_FIXES } from '../src/features/challenges/coding/fixes';

/**
 * Hardened mode's coverage (ARCHITECTURE.md, "Hardened mode: the fix beside the flaw"). Every
 * challenge with a code spot must have an isHardened switch (so a generated right fix), two or
 * three hand-written wrong options (3 or 4 in all), an explanation of each option, and a solver
 * test that wraps its exploit in exploit(…) or exploitInBrowser(…), which both runs execute (the
 * runs' teardowns check that it was solved in the default run and refused in the hardened one).
 * `pnpm hardened:pending` prints what each pending challenge still lacks.
 */

/** Discovery challenges: nothing in the code is the flaw (finding a page, reading a file's name). */
const EXEMPT = ['adminSectionChallenge', 'closeNotificationsChallenge', 'privacyPolicyChallenge', 'scoreBoardChallenge', 'securityPolicyChallenge', 'tokenSaleChallenge'];

/**
 * Challenges with a code spot not converted yet. This list only shrinks: convert a challenge by
 * following ARCHITECTURE.md, then delete it here (the test fails while a converted key is listed).
 */
const PENDING: string[] = [];

/** The most PENDING may hold: lower it with every conversion, never raise it. */
const PENDING_CEILING = 0;

interface KeyStatus {
  key: string;
  files: string[];
  fix: boolean;
  options: number;
  tests: string[];
  missing: string[];
}

/** The script's status of every key, for the wrong options of fixes.ts as imported here (handed over on stdin). */
function hardenedStatus(): KeyStatus[] {
  const script = `import(${JSON.stringify(path.join(REPO_ROOT, 'server/scripts/hardened-status.mjs'))}).then(async (m) => {
    let written = '';
    for await (const chunk of process.stdin) written += chunk;
    process.stdout.write(JSON.stringify(m.hardenedStatus(JSON.parse(written))));
  })`;
  const run = spawnSync(process.execPath, ['-e', script], { input: JSON.stringify(CODE_FIXES), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as KeyStatus[];
}

describe('hardened mode covers every challenge with a code spot', () => {
  const status = hardenedStatus();
  const withSpot = new Set(status.map((entry) => entry.key));

  it('lists exactly the challenges without a code spot as exempt', () => {
    const without = CHALLENGES.map((challenge) => challenge.key).filter((key) => !withSpot.has(key));
    expect([...without].sort()).toEqual([...EXEMPT].sort());
  });

  it('has converted every challenge with a spot that is not pending: switch, generated fix, 3 or 4 options, explanations, a solver test for both runs', () => {
    const unconverted = status.filter((entry) => entry.missing.length && !PENDING.includes(entry.key));
    expect(unconverted.map((entry) => `${entry.key}: ${entry.missing.join('; ')}`)).toEqual([]);
    for (const entry of status.filter((one) => !one.missing.length)) {
      expect(entry.fix).toBe(true);
      expect(entry.options).toBeGreaterThanOrEqual(3);
      expect(entry.options).toBeLessThanOrEqual(4);
      expect(entry.tests.every((file) => /^(server\/test\/challenges|e2e\/tests\/challenges-)/.test(file))).toBe(true);
    }
  });

  it('keeps the pending list honest: only keys with a spot, none already converted, and no longer than it was', () => {
    expect(PENDING.filter((key) => !withSpot.has(key))).toEqual([]);
    const converted = status.filter((entry) => !entry.missing.length).map((entry) => entry.key);
    expect(PENDING.filter((key) => converted.includes(key)).map((key) => `${key} is converted: delete it from PENDING`)).toEqual([]);
    expect(new Set(PENDING).size).toBe(PENDING.length);
    expect(PENDING.length).toBeLessThanOrEqual(PENDING_CEILING);
  });
});
