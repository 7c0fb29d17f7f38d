// V8 settings for every production start of the server: pnpm start, the container image, and the
// bench and reliability suite, which measure the process production runs.

/**
 * A young generation of 4 MB per semi-space, both at most and from the start, instead of V8's
 * 1 MB growing to 16 MB.
 * - At most 4 MB: a full collection (the idle compaction after a burst,
 *   server/src/http/idle-compaction.ts) does not shrink the young generation a busy shop grew,
 *   so with 16 MB it stayed committed. In four alternating runs of the bench's load (throughput,
 *   then the logged-in mix, then 10 s idle; load average 9–12 from other work) the resident
 *   memory after the idle time was 140 and 152 MB with 4 MB against 176 and 173 MB with 16 MB,
 *   throughput and mix latency within the runs' noise. Many shops per host (one per team) is
 *   where the memory counts.
 * - From the start: building the shop allocates some tens of MB, which cost a scavenge per
 *   megabyte with V8's 1 MB start (about 20 ms of garbage collection in a start's profile);
 *   cold starts went from 230–248 to 218–226 ms (three `pnpm bench --only start` runs each,
 *   under `chrt -f 50` on a busy machine).
 *
 * An old generation whose first limit is 28 MB instead of V8's smaller start: building the shop
 * leaves about 19 MB in the old generation, which crossed V8's first limit just before the first
 * answer and started incremental marking (marking steps during the start, then a mark-compact,
 * 20–40 ms on a busy 2-core machine, `--trace-gc`). With 28 MB the first mark-compact runs after
 * the first answer, while the route validators compile (issue 16), and the resident memory one
 * second after the start is the same (85–86 MB either way: at 32 MB that collection had not run
 * yet and it read 91 MB). Only the first limit: later ones follow the live size as before.
 *
 * The code cache (dist/server.js.v8-cache) is made with these flags and refused under others.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=4', '--min-semi-space-size=4', '--initial-old-space-size=28'];
