/**
 * Where a start's time goes, printed to stderr when PULP_START_TRACE=1: each mark is the time
 * since the process started (performance's time origin), so Node's own start-up and the bundle's
 * compilation are in the first mark, with the process's CPU time so far (above the wall time
 * where V8's helper threads compiled or collected in parallel).
 * `pnpm bench` prints each phase's median over its cold starts.
 */
const TRACING = process.env.PULP_START_TRACE === '1';

export function startMark(phase: string): void {
  if (!TRACING) return;
  const cpu = process.cpuUsage();
  process.stderr.write(`pulp start: ${performance.now().toFixed(1).padStart(6)} ms ${phase} (cpu ${((cpu.user + cpu.system) / 1000).toFixed(1)} ms)\n`);
}
