// V8 settings for every production start of the server: pnpm start, the container image, and the
// bench and reliability suite, which measure the process production runs.

/**
 * None, on purpose. Any V8 flag on the command line (even one that only sizes the heap) changes
 * the hash of V8's flags, and V8 then refuses Node's built-in code cache: every Node module the
 * server loads (http, crypto, zlib, net, …) compiles from source, `node -e` starts about 6 ms
 * later and the shop's start about 40 ms later (2026-11-27, `chrt -f 50`).
 *
 * The heap sizes the shop used to pass here are limited at run time instead, once the first
 * answer is out (server/src/http/heap-limits.ts): the young generation is held at the 8 MB per
 * semi-space the start grew it to, not V8's 16 MB, and the old generation grows by at most half
 * between mark-compacts. RSS after the bench's load and 10 s idle read 146 MB that way, against
 * 232 and 236 MB with `--max-semi-space-size=4 --min-semi-space-size=4
 * --initial-old-space-size=28` on the command line (`pnpm bench --only load`, 2026-11-27), and
 * the old generation's first limit (`--initial-old-space-size`) had only moved a mark-compact
 * after the first answer: without any flag the start is still faster.
 *
 * The code cache (dist/server.js.v8-cache) is made under these flags and refused under others.
 */
export const SERVER_V8_FLAGS = [];
