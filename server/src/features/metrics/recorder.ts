/**
 * What the shop records from its first request on, in plain maps: prom-client itself (about
 * 12 MB resident) is loaded only when /metrics is first scraped, so a shop nobody scrapes stays
 * small. The scrape turns these figures into Prometheus metrics (see registry.ts).
 */

/** Upper bounds of the request latency buckets, in seconds (1 ms to 5 s). */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface RequestLabels {
  method: string;
  route: string;
  status_code: string;
}

export interface LatencySeries {
  labels: RequestLabels;
  /** Requests per bucket (not cumulative), one more than LATENCY_BUCKETS for +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

export class RequestRecorder {
  private readonly series = new Map<string, LatencySeries>();

  /** One answered request: its route pattern (not the URL, which would grow without bound). */
  add(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels: { method, route, status_code: String(status) }, buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    let index = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    if (index === -1) index = LATENCY_BUCKETS.length;
    entry.buckets[index] += 1;
    entry.sum += seconds;
    entry.count += 1;
  }

  entries(): Iterable<LatencySeries> {
    return this.series.values();
  }
}

/** Solves since the process started, per challenge key; restores of a progress code apart. */
export class SolveRecorder {
  private readonly counts = new Map<string, number>();

  add(challenge: string, restored: boolean): void {
    const key = `${challenge}\n${restored}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  entries(): { challenge: string; restored: string; count: number }[] {
    return [...this.counts].map(([key, count]) => {
      const [challenge, restored] = key.split('\n');
      return { challenge, restored, count };
    });
  }
}
