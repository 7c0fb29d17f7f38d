import v8 from 'node:v8';

/**
 * The V8 flags the server sets once its first answer is out (V8 reads both at each decision they
 * govern, so they take effect at run time):
 * - `--semi-space-growth-factor=1`: the young generation keeps the size the start grew it to,
 *   8 MB per semi-space, instead of growing to V8's 16 MB under load, which no collection gives
 *   back.
 * - `--heap-growing-percent=50`: after each mark-compact the old generation may grow to 1.5 times
 *   what was alive before the next one, instead of up to 4 times when V8 finds collection cheap.
 *   A fast burst (the score board's cached list at 9,000 answers a second) let a following
 *   logged-in load grow the heap to 138 MB for 44 MB alive, and that heap stayed committed after
 *   the idle compaction: RSS after the bench's load and 10 s idle read 241–274 MB, and 146 MB
 *   with this flag, throughput and latency unchanged (`pnpm bench --only load`).
 * Not earlier: a changed flag makes V8 refuse Node's built-in code cache for every Node module
 * loaded after it (it checks the flags' hash), and a flag on the command line refuses it from the
 * start (server/scripts/node-flags.mjs). Not in the build's code-cache run either: the cache it
 * writes at exit carries the flags' hash, and a start would refuse it.
 */
export const HEAP_FLAGS_AFTER_START = ['--semi-space-growth-factor=1', '--heap-growing-percent=50'] as const;

export function limitHeapGrowth(): void {
  if (process.env.PULP_WRITE_CODE_CACHE === '1') return;
  for (const flag of HEAP_FLAGS_AFTER_START) v8.setFlagsFromString(flag);
}
