// `pnpm i18n:check` (part of `pnpm test:unit`): prints the languages × packages completeness
// table and every problem, and exits 1 when any language that has files is incomplete.
//   node scripts/i18n/check.mjs [--root DIR] [--max N]   (N problems shown per language, default 25)
import { checkAll, completenessTable, REPO_ROOT } from './completeness.mjs';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const root = argument('--root', REPO_ROOT);
const max = Number(argument('--max', '25'));

const results = checkAll(root);
console.log(completenessTable(results));
let failed = 0;
for (const result of results) {
  if (!result.problems.length) continue;
  failed += 1;
  console.log(`\n${result.language}: ${result.problems.length} problem(s)`);
  for (const problem of result.problems.slice(0, max)) console.log(`  - ${problem}`);
  if (result.problems.length > max) console.log(`  … and ${result.problems.length - max} more (--max ${result.problems.length})`);
}
console.log(`\ni18n: ${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
