// `pnpm test:quick`: the developer's loop after an edit, in a few minutes. For the files changed
// since the base (the merge base with main on a branch, HEAD on main, or --base <ref>), plus
// uncommitted and new files, it runs: eslint on those files and the dependency rules on the
// packages' sources; tsc in each package a change touches (and in every package that builds on
// `shared` when `shared` changed); the jest tests of each touched package that import a changed
// module or name its feature; the translation check when a translation changed; the node --test
// suites of the scripts a change touches. `pnpm test` remains the gate: it runs everything.
//
//   pnpm test:quick [--base <git ref>] [--dry-run]
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const git = (...command) => execFileSync('git', command, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

const REMOTES = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared', 'remotes.json'), 'utf8')).map((name) => `mf-${name}`);
const FRONT_ENDS = ['shell', ...REMOTES];
/** Packages with a TypeScript project, and those that build on `shared`. */
const TYPED = ['shared', ...FRONT_ENDS, 'server', 'e2e'];
const ON_SHARED = [...FRONT_ENDS, 'server', 'e2e'];
const JEST = ['shared', ...FRONT_ENDS, 'server'];

function base() {
  if (args.includes('--base')) return args[args.indexOf('--base') + 1];
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  if (branch === 'main') return 'HEAD';
  try {
    return git('merge-base', 'HEAD', 'main');
  } catch {
    return 'HEAD';
  }
}

function changedFiles(ref) {
  const committed = ref === 'HEAD' ? [] : git('diff', '--name-only', `${ref}...HEAD`).split('\n');
  const working = git('diff', '--name-only', 'HEAD').split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n');
  return [...new Set([...committed, ...working, ...untracked])].filter((file) => file && fs.existsSync(path.join(REPO_ROOT, file)));
}

const packageOf = (file) => file.split('/')[0];
const isCode = (file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file);

/** The jest test files of a package that a change touches: they import a changed module, or name its feature. */
function relatedTests(pkg, changed) {
  const dir = path.join(REPO_ROOT, pkg);
  const tests = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.(ts|tsx)$/.test(entry.name)) tests.push(full);
    }
  };
  walk(dir);
  const own = changed.filter((file) => packageOf(file) === pkg && isCode(file)).map((file) => path.join(REPO_ROOT, file));
  const direct = own.filter((file) => /\.test\.(ts|tsx)$/.test(file));
  const needles = own
    .filter((file) => !/\.test\.(ts|tsx)$/.test(file))
    .flatMap((file) => {
      const name = path.basename(file).replace(/\.(ts|tsx|js|mjs|cjs)$/, '');
      const feature = /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
      // A module is named by its file name in imports ('./basket', '../http/contract'), and its
      // folder by the imports of the folder's other modules ('../src/db/migrations').
      return [name === 'index' ? path.basename(path.dirname(file)) : name, path.basename(path.dirname(file)), ...(feature ? [feature] : [])];
    });
  const unique = [...new Set(needles)].filter((needle) => needle.length > 2 && !['src', 'features', 'test', pkg].includes(needle));
  const matching = tests.filter((test) => {
    if (unique.some((needle) => path.basename(test).includes(needle))) return true;
    const source = fs.readFileSync(test, 'utf8');
    return unique.some((needle) => new RegExp(`['"/]${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"/]`).test(source));
  });
  return [...new Set([...direct, ...matching])];
}

const steps = [];
function step(title, command, commandArgs, cwd = REPO_ROOT) {
  steps.push({ title, command, commandArgs, cwd });
}

const ref = base();
const changed = changedFiles(ref);
console.log(`test:quick: ${changed.length} file(s) changed since ${ref === 'HEAD' ? 'the last commit' : ref.slice(0, 10)}`);
if (!changed.length) {
  console.log('Nothing changed: nothing to check. (pnpm test runs everything.)');
  process.exit(0);
}

const lintable = changed.filter((file) => isCode(file) && !file.includes('/dist/'));
if (lintable.length) step(`eslint on ${lintable.length} file(s)`, 'pnpm', ['exec', 'eslint', '--max-warnings=0', '--no-warn-ignored', ...lintable]);
if (lintable.some((file) => /\/src\//.test(file))) step('dependency rules', 'pnpm', ['run', '--silent', 'lint:cycles']);

const touched = new Set(changed.map(packageOf));
const typecheck = new Set(TYPED.filter((pkg) => touched.has(pkg)));
if (touched.has('shared')) for (const pkg of ON_SHARED) typecheck.add(pkg);
for (const pkg of typecheck) step(`typecheck ${pkg}`, 'pnpm', ['exec', 'tsc', '--noEmit', '-p', '.'], path.join(REPO_ROOT, pkg));

for (const pkg of JEST.filter((name) => touched.has(name))) {
  const tests = relatedTests(pkg, changed);
  if (tests.length) step(`jest in ${pkg}: ${tests.length} test file(s)`, 'pnpm', ['exec', 'jest', '--passWithNoTests', ...tests.map((test) => path.relative(path.join(REPO_ROOT, pkg), test))], path.join(REPO_ROOT, pkg));
}

if (changed.some((file) => /(^|\/)i18n\/.*\.json$/.test(file) || file.startsWith('scripts/i18n/'))) step('translations', 'pnpm', ['run', '--silent', 'test:i18n']);
const nodeSuites = [
  ['e2e/bench/', 'e2e', ['--test', 'bench/test/']],
  ['e2e/reliability/', 'e2e', ['--test', 'reliability/test/']],
  ['deploy/', 'deploy', ['--test', 'test/']],
  ['scripts/', '.', ['--test', ...fs.readdirSync(path.join(REPO_ROOT, 'scripts'), { recursive: true }).filter((file) => String(file).endsWith('.test.mjs')).map((file) => path.join('scripts', String(file)))]],
];
for (const [prefix, cwd, suite] of nodeSuites) {
  if (changed.some((file) => file.startsWith(prefix)) && suite.length > 1) step(`node ${suite.join(' ')} (${cwd})`, process.execPath, suite, path.join(REPO_ROOT, cwd));
}

const started = Date.now();
let failed = 0;
for (const { title, command, commandArgs, cwd } of steps) {
  console.log(`\n== ${title}`);
  if (dryRun) {
    console.log(`   ${path.relative(REPO_ROOT, cwd) || '.'}$ ${command === process.execPath ? 'node' : command} ${commandArgs.join(' ')}`);
    continue;
  }
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    failed += 1;
    console.log(`== ${title}: FAILED`);
  }
}
console.log(`\ntest:quick: ${steps.length} step(s), ${failed} failed, ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? '' : '. pnpm test is the full gate.'}`);
process.exit(failed ? 1 : 0);
