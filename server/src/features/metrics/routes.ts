import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireRole } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import type { MetricObjectWithValues, MetricType, MetricValueWithName, Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { solve } from '../challenges/solve';
import { countUsers } from '../users/repository';
import { LATENCY_BUCKETS, RequestRecorder, SolveRecorder, type LatencySeries } from './recorder';

type PromClient = typeof import('prom-client');

/** The registry, made on the first scrape (prom-client is loaded only then). */
function createRegistry(client: PromClient, ctx: AppContext, requests: RequestRecorder, solves: SolveRecorder): Registry {
  const register = new client.Registry();
  // Process memory (process_resident_memory_bytes, nodejs_heap_*), CPU, and event-loop lag
  // (nodejs_eventloop_lag_*, sampled from this first scrape on).
  client.collectDefaultMetrics({ register });
  new client.Counter({
    name: 'pulp_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [register],
    collect() {
      this.reset();
      for (const { labels, count } of requests.entries()) this.inc({ ...labels }, count);
    },
  });
  register.registerMetric(new (recordedHistogram(client, requests))());
  new client.Counter({
    name: 'pulp_challenge_solves_total',
    help: 'Challenges solved since the start, by challenge key (restored: from a progress code)',
    labelNames: ['challenge', 'restored'],
    registers: [register],
    collect() {
      this.reset();
      for (const { count, ...labels } of solves.entries()) this.inc(labels, count);
    },
  });
  new client.Gauge({
    name: 'pulp_challenges_solved',
    help: 'Challenges solved, by difficulty',
    labelNames: ['difficulty'],
    registers: [register],
    collect() {
      const solved = ctx.challenges.solvedKeys();
      for (let difficulty = 1; difficulty <= 6; difficulty += 1) {
        const count = ctx.challenges.catalogue.filter((challenge) => challenge.difficulty === difficulty && solved.has(challenge.key)).length;
        this.set({ difficulty: String(difficulty) }, count);
      }
    },
  });
  new client.Gauge({
    name: 'pulp_challenges_total',
    help: 'Challenges in the catalogue, by difficulty',
    labelNames: ['difficulty'],
    registers: [register],
    collect() {
      for (let difficulty = 1; difficulty <= 6; difficulty += 1) {
        this.set({ difficulty: String(difficulty) }, ctx.challenges.catalogue.filter((challenge) => challenge.difficulty === difficulty).length);
      }
    },
  });
  new client.Gauge({
    name: 'pulp_users_registered',
    help: 'User accounts, erased ones included',
    registers: [register],
    collect() {
      this.set(countUsers(ctx.db));
    },
  });
  new client.Gauge({
    name: 'pulp_orders_placed',
    help: 'Orders placed',
    registers: [register],
    collect() {
      this.set(ctx.documents.orders.count({}));
    },
  });
  new client.Gauge({
    name: 'pulp_active_sessions',
    help: 'Login tokens handed out since the start',
    registers: [register],
    collect() {
      this.set(ctx.sessions.size);
    },
  });
  return register;
}

/** Prometheus's lines of one latency series: cumulative buckets, then sum and count. */
type RequestLabel = 'method' | 'route' | 'status_code';

function histogramValues(name: string, series: LatencySeries): MetricValueWithName<RequestLabel>[] {
  let cumulative = 0;
  const bounds = [...LATENCY_BUCKETS.map(String), '+Inf'];
  const values: MetricValueWithName<RequestLabel>[] = bounds.map((le, index) => {
    cumulative += series.buckets[index];
    return { metricName: `${name}_bucket`, labels: { ...series.labels, le }, value: cumulative };
  });
  values.push({ metricName: `${name}_sum`, labels: { ...series.labels }, value: series.sum });
  values.push({ metricName: `${name}_count`, labels: { ...series.labels }, value: series.count });
  return values;
}

/**
 * The request latency histogram: a prom-client Histogram whose figures come from the recorder
 * (filled since the start, before prom-client was loaded) instead of its own observe() calls.
 */
function recordedHistogram(client: PromClient, requests: RequestRecorder) {
  const name = 'pulp_http_request_duration_seconds';
  const help = 'Time to answer HTTP requests, by method, route and status code';
  return class RecordedHistogram extends client.Histogram<RequestLabel> {
    constructor() {
      super({ name, help, labelNames: ['method', 'route', 'status_code'], buckets: LATENCY_BUCKETS, registers: [] });
    }

    // The registry reads histograms through getForPromString, other consumers through get.
    async getForPromString(): Promise<MetricObjectWithValues<MetricValueWithName<RequestLabel>>> {
      return this.get();
    }

    override async get(): Promise<MetricObjectWithValues<MetricValueWithName<RequestLabel>>> {
      const values = [...requests.entries()].flatMap((series) => histogramValues(name, series));
      // prom-client's typings declare the type as a numeric enum; at run time it is the text.
      return { name, help, type: 'histogram' as unknown as MetricType, aggregator: 'sum', collect: () => undefined, values };
    }
  };
}

/**
 * GET /metrics: Prometheus figures of the running shop (request rate and latency per route, solves per
 * challenge, users, orders, process memory and CPU, event-loop lag), meant for the operators' monitoring.
 */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const requests = new RequestRecorder();
  const solves = new SolveRecorder();
  let registry: Registry | null = null;

  app.addHook('onResponse', async (request, reply) => {
    requests.add(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  ctx.challenges.onSolved((challenge, event) => solves.add(challenge.key, event.isRestore));

  const metrics = async (_request: FastifyRequest, reply: FastifyReply) => {
    registry ??= createRegistry(require('prom-client') as PromClient, ctx, requests, solves);
    solve(ctx, 'exposedMetricsChallenge');
    reply.type(registry.contentType);
    return registry.metrics();
  };
  // vuln: exposedMetricsChallenge — served to anyone, without authentication or a separate port.
  if (isHardened(ctx, 'exposedMetricsChallenge')) {
    app.get('/metrics', { onRequest: async (request) => void requireRole(ctx, request, 'admin') }, metrics);
  } else {
    app.get('/metrics', metrics);
  }
}
