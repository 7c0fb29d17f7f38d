// HTTP throughput with autocannon (in this process), on one path of the running server.
import autocannon from 'autocannon';
import { call, routeMissing } from './http.mjs';
import { parseAutocannon } from './autocannon-result.mjs';
import { NOT_AVAILABLE } from './budgets.mjs';

/** Runs autocannon and returns the parsed figures, or NOT_AVAILABLE when the route is missing. */
export async function measureThroughput(base, path, { connections, seconds, warmupSeconds = 0 }) {
  const probe = await call(base, 'GET', path);
  if (routeMissing(probe)) return NOT_AVAILABLE;
  const url = base + path;
  if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds });
  return parseAutocannon(await autocannon({ url, connections, duration: seconds }));
}
