import vm from 'node:vm';
import type { RegexMatch } from './endless-loops';

/** The hard limit on the regular-expression matches of one payload, all together. */
export const REGEX_TIME_LIMIT_MS = 1000;

/**
 * Runs a payload's regular-expression matches — and nothing else of it — in a fresh `node:vm`
 * context: its global holds the pattern, flags and input as plain strings and the language's
 * built-ins, no `require`, `process`, timers or host objects; code generation from strings is
 * off, and the run is stopped after a hard time limit. Returns whether the limit stopped it.
 */
export function regexMatchesOccupy(matches: RegexMatch[]): boolean {
  if (!matches.length) return false;
  const sandbox = vm.createContext(Object.create(null) as object, { codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' });
  // What could block or reach beyond the context is removed before the payload's strings arrive.
  vm.runInContext('delete globalThis.Atomics; delete globalThis.SharedArrayBuffer; delete globalThis.WebAssembly;', sandbox);
  const runner = new vm.Script('for (const match of matches) { const regex = new RegExp(match.pattern, match.flags.replace(/[gy]/g, "")); regex.test(match.input); }');
  // Plain copies: the context receives strings, never an object of the host.
  vm.runInContext(`globalThis.matches = ${JSON.stringify(matches.map(({ pattern, flags, input }) => ({ pattern, flags, input })))};`, sandbox);
  try {
    runner.runInContext(sandbox, { timeout: REGEX_TIME_LIMIT_MS });
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return true;
    return false;
  }
}
