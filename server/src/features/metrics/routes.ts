import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { solve } from '../challenges/solve';

type PromClient = typeof import('prom-client');

/** Requests answered, by method, route pattern and status: counted on every response. */
class RequestCounts {
  private readonly counts = new Map<string, { method: string; route: string; status_code: string; count: number }>();

  add(method: string, route: string, status: number): void {
    const key = `${method} ${route} ${status}`;
    const entry = this.counts.get(key);
    if (entry) entry.count += 1;
    else this.counts.set(key, { method, route, status_code: String(status), count: 1 });
  }

  entries() {
    return this.counts.values();
  }
}

/** The registry, made on the first scrape (prom-client is loaded only then). */
function createRegistry(client: PromClient, ctx: AppContext, requests: RequestCounts): Registry {
  const register = new client.Registry();
  client.collectDefaultMetrics({ register });
  new client.Counter({
    name: 'pulp_http_requests_total',
    help: 'HTTP requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [register],
    collect() {
      this.reset();
      for (const { count, ...labels } of requests.entries()) this.inc(labels, count);
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
      this.set(ctx.db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM Users').get()?.count ?? 0);
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

/**
 * GET /metrics: Prometheus figures of the running shop (requests, challenges, users, orders,
 * process memory and CPU), meant for the operators' monitoring.
 */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const requests = new RequestCounts();
  let registry: Registry | null = null;

  app.addHook('onResponse', async (request, reply) => {
    requests.add(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode);
  });

  // vuln: exposedMetricsChallenge — served to anyone, without authentication or a separate port.
  app.get('/metrics', async (_request, reply) => {
    registry ??= createRegistry(require('prom-client') as PromClient, ctx, requests);
    solve(ctx, 'exposedMetricsChallenge');
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
