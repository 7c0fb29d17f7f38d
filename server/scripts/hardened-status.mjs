// Which challenges are converted to hardened mode, and what each pending one still lacks
// (ARCHITECTURE.md, "Hardened mode: the fix beside the flaw"). `pnpm hardened:pending` prints it;
// server/test/hardened-coverage.test.ts holds the pending list to it.
//
// A challenge with a code spot (a `vuln:` marker, so a "find it" snippet) is converted when:
// - its code has an isHardened switch, so the extractor generated its fix (`fix` in the snippet);
// - server/src/features/challenges/coding/fixes.ts gives it 2 or 3 wrong options, 3 or 4 in all;
// - server/i18n/fixes/en.json explains every option (`right` and each wrong id);
// - a solver test wraps its exploit in exploit(…) (server/test/challenges*.test.ts,
//   server/test/challenges/) or exploitInBrowser(…) (e2e/tests/challenges-*.spec.ts), which run in
//   both modes (the hardened runs' teardowns check that they did).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractCodingChallenges } from './coding-challenges.mjs';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(SERVER, '..');

const filesIn = (dir, pattern) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((file) => pattern.test(file)).map((file) => path.join(dir, file)) : []);

/** The solver test files of both runners (what jest.hardened.config.cjs and the e2e hardened project run). */
export function solverFiles(root = REPO_ROOT) {
  return {
    jest: [...filesIn(path.join(root, 'server', 'test'), /^challenges[^/]*\.test\.ts$/), ...filesIn(path.join(root, 'server', 'test', 'challenges'), /\.test\.ts$/)].sort(),
    e2e: filesIn(path.join(root, 'e2e', 'tests'), /^challenges-[^/]*\.spec\.ts$/).sort(),
  };
}

/**
 * The keys each file's exploit(…) / exploitInBrowser(…) calls name: the string literals ending in
 * "Challenge" (or the registration one) from the call's line up to its first `async`.
 */
export function exploitedKeys(files, root = REPO_ROOT) {
  const keys = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bexploit(?:InBrowser)?\(([^]*?)\basync\b/g)) {
      for (const [, key] of match[1].matchAll(/'([A-Za-z0-9]+)'/g)) {
        keys.set(key, [...new Set([...(keys.get(key) ?? []), path.relative(root, file)])]);
      }
    }
  }
  return keys;
}

/** The English explanations of server/i18n/fixes (en.json and its parts), key → option id → text. */
export function explanations(root = REPO_ROOT) {
  const dir = path.join(root, 'server', 'i18n', 'fixes');
  const texts = {};
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /^en(\.[a-z0-9-]+)?\.json$/.test(name)) : []) {
    for (const [key, options] of Object.entries(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))) texts[key] = { ...texts[key], ...options };
  }
  return texts;
}

/**
 * Every challenge with a code spot: what it has and what it still lacks (`missing` empty when
 * converted). `written` is CODE_FIXES of server/src/features/challenges/coding/fixes.ts, which
 * the caller imports (jest, or tsx for the command).
 */
export function hardenedStatus(written, root = REPO_ROOT) {
  const { challenges } = extractCodingChallenges(root);
  const texts = explanations(root);
  const files = solverFiles(root);
  const [jest, e2e] = [exploitedKeys(files.jest, root), exploitedKeys(files.e2e, root)];
  return Object.keys(challenges)
    .sort()
    .map((key) => {
      const fixes = written[key];
      const options = fixes ? fixes.wrong.length + 1 : 0;
      const ids = fixes ? ['right', ...fixes.wrong.map((option) => option.id)] : [];
      const missing = [];
      if (!challenges[key].fix) missing.push('no isHardened switch (so no generated fix)');
      if (fixes?.handWrittenRight) missing.push('a hand-written right option (the switch replaces it)');
      if (!fixes) missing.push('no wrong options in fixes.ts');
      else if (options < 3 || options > 4) missing.push(`${options} options (3 or 4 are needed)`);
      const unexplained = ids.filter((id) => !texts[key]?.[id]);
      if (unexplained.length) missing.push(`no explanation in server/i18n/fixes/en.json for ${unexplained.join(', ')}`);
      const tests = [...(jest.get(key) ?? []), ...(e2e.get(key) ?? [])];
      if (!tests.length) missing.push('no solver test wraps its exploit in exploit(…) or exploitInBrowser(…)');
      return { key, files: challenges[key].files, fix: Boolean(challenges[key].fix), options, tests, missing };
    });
}

// The command (`pnpm hardened:pending`) runs under tsx, which loads fixes.ts as it is.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { CODE_FIXES } = await import('../src/features/challenges/coding/fixes.ts');
  const status = hardenedStatus(CODE_FIXES);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(status, null, 2));
  } else {
    const pending = status.filter((entry) => entry.missing.length);
    console.log(`hardened mode: ${status.length - pending.length} of ${status.length} challenges with a code spot converted, ${pending.length} pending\n`);
    for (const entry of pending) console.log(`${entry.key}  (${entry.files.join(', ')})\n  - ${entry.missing.join('\n  - ')}`);
  }
}
