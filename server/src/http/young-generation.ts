import v8 from 'node:v8';

/** The V8 flag that keeps the young generation at the size it has (V8 reads it at every growth). */
export const YOUNG_GENERATION_GROWTH_STOP = '--semi-space-growth-factor=1';

/**
 * Stops V8's young generation from growing any further; called once the first answer is out.
 * Building the shop has grown it to 8 MB per semi-space by then; without the stop, a busy shop
 * grows it to V8's 16 MB, which no collection gives back (see server/scripts/node-flags.mjs for
 * the figures). Not earlier: a changed flag makes V8 refuse Node's built-in code cache for every
 * Node module loaded after it, since V8 checks the flags' hash. Not in the build's code-cache
 * run either: the cache it writes at exit carries the flags' hash, and a start would refuse it.
 */
export function stopYoungGenerationGrowth(): void {
  if (process.env.PULP_WRITE_CODE_CACHE === '1') return;
  v8.setFlagsFromString(YOUNG_GENERATION_GROWTH_STOP);
}
