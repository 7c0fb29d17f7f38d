// V8 settings for every production start of the server: pnpm start, the container image, and the
// bench and reliability suite, which measure the process production runs.

/**
 * A young generation of at most 4 MB per semi-space instead of V8's 16 MB. A full collection
 * (the idle compaction after a burst, server/src/http/idle-compaction.ts) does not shrink the young
 * generation a busy shop grew, so with 16 MB it stayed committed: in four alternating runs of the
 * bench's load (throughput, then the logged-in mix, then 10 s idle; load average 9–12 from other
 * work) the resident memory after the idle time was 140 and 152 MB with 4 MB against 176 and 173
 * MB with 16 MB, with throughput and mix latency within the runs' noise. Many shops per host
 * (one per team) is where the memory counts.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=4'];
