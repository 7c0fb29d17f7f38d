import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';

/** A full garbage collection, or null where the runtime does not offer one. */
type FullGc = () => void;

/**
 * The runtime's full garbage collection. Node never tells V8 that the process is idle, so
 * V8's own memory reducer does not run in a server: the heap it grew during a burst (a class
 * attacking the shop, a fuzzer's megabyte bodies) stays committed for good. Exposing `gc`
 * at run time is what `--expose-gc` does at start.
 */
export function runtimeGc(): FullGc | null {
  try {
    v8.setFlagsFromString('--expose_gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as FullGc) : null;
  } catch {
    return null;
  }
}

export interface IdleCompactionOptions {
  /** How long no request may have started before the heap is compacted. */
  idleMs?: number;
  /** How often to look. */
  checkMs?: number;
  gc?: FullGc | null;
  now?: () => number;
}

/**
 * Gives memory back after a burst: once requests have come in and then none has started for
 * `idleMs`, one full collection runs (the heap shrinks to what is alive, and the process's
 * resident memory with it), and not again until new requests came. The shop at rest pays
 * nothing; a class-scale host packs more shops per GiB. Returns a stop function.
 */
export function compactWhenIdle(app: FastifyInstance, { idleMs = 5_000, checkMs = 1_000, gc, now = Date.now }: IdleCompactionOptions = {}): () => void {
  // Found at the first compaction, not at start: exposing gc makes a new V8 context, about 15 ms
  // and a megabyte before the first answer that a shop which is never busy does not need.
  let collect: FullGc | null | undefined = gc;
  if (collect === null) return () => undefined;
  let lastRequestAt = now();
  let busySinceCompaction = false;
  app.addHook('onRequest', async () => {
    lastRequestAt = now();
    busySinceCompaction = true;
  });
  const timer = setInterval(() => {
    if (!busySinceCompaction || now() - lastRequestAt < idleMs) return;
    busySinceCompaction = false;
    collect ??= runtimeGc();
    if (collect) collect();
    else clearInterval(timer);
  }, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
