// How every production start runs the server's Node process: `pnpm start` (start.mjs), the
// container image (deploy/image/build.sh, and so the Helm chart and MultiJuicer, which run it),
// and the bench and the reliability suite, which measure what users run. Change them here only;
// docs/performance.md has the measurements behind them, docs/operations.md how to raise them.

/**
 * Documented Node options (nodejs.org/api/cli.html), given in NODE_OPTIONS:
 * - `--max-old-space-size=256`: the old generation's ceiling. V8 sizes it from the machine's
 *   memory (about 4 GB on a 24 GB host) and, with that much room, lets it grow to up to four
 *   times what was alive at its last collection before collecting again: after the bench's load
 *   the shop held up to 120 MB of old generation for about 45 MB alive, and an idle shop never
 *   collects it. Under a ceiling of 256 MB V8 grows it far less between collections, and the
 *   ceiling is still more than five times what the shop keeps alive.
 * - `--max-semi-space-size=8`: the young generation's two halves at 8 MB each instead of the
 *   16 MB V8 grows them to under load and keeps.
 * Any V8 option makes V8 refuse Node's built-in code cache (its flags' hash differs), so the
 * Node modules the server loads compile from source: the start takes about 50 ms longer.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=8', '--max-old-space-size=256'];

/**
 * glibc's allocator (its documented tunables): memory freed at the top of a malloc heap goes back
 * to the system once more than 128 KB is free there, and blocks of 128 KB or more get their own
 * mapping, freed whole. Without it glibc raises both thresholds as large blocks come and go, and
 * each thread's arena kept its freed memory (about 25 MB in nine arenas after the bench's load).
 */
export const SERVER_ENVIRONMENT = { GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=131072' };

/**
 * The environment to start the server with: `env` plus SERVER_ENVIRONMENT where `env` does not
 * set a variable itself, and NODE_OPTIONS with the server's options first, so that options an
 * operator puts in NODE_OPTIONS come later and win (Node applies the last of a repeated option).
 */
export function serverEnvironment(env = process.env) {
  const ownOptions = env.NODE_OPTIONS?.trim();
  return {
    ...SERVER_ENVIRONMENT,
    ...env,
    NODE_OPTIONS: [...SERVER_NODE_OPTIONS, ...(ownOptions ? [ownOptions] : [])].join(' '),
  };
}
