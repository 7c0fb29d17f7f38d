import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Settings } from './config/settings';
import { REPO_ROOT } from './config/settings';
import { loadConfiguration, withBaseUrl, withCtfKey } from './config/configuration';
import { openShopDatabase } from './db/shop-database';
import type { UpgradeReport } from './db/migrations/runner';
import { seedTemplateFor } from './db/seed-template';
import { loadTokenKeys, TokenService } from './auth/tokens';
import { loadTranslations } from './i18n/translations';
import { frameworkErrors, installErrorHandler } from './http/errors';
import { contractValidators, lazySerializers } from './http/contract';
import { installSecurityHeaders, rawSecurityHeaders } from './http/security-headers';
import { refuseInvalidHosts } from './http/origins';
import { installCompression } from './http/compression';
import type * as AnswerCheck from './http/answer-check';
import { createSocketServer, socketServerOnDemand } from './realtime/socket';
import { watchFrontEndBuilds } from './realtime/dev-reload';
import type { AppContext } from './context';
import { createChallengeEngine } from './features/challenges/setup';
import { withOwnRedirects } from './features/oauth/redirects';
import { registerFeatures, sharedServices } from './features';
import { registerChallengeSocket } from './features/challenges/socket';
import { registerSolutionsWebhook } from './features/webhook/routes';
import type { WebhookDelivery } from './features/webhook/delivery';
import { startMark } from './http/start-trace';

/** One method and path the server answers (from Fastify's own route registrations). */
export interface RouteEntry {
  method: string;
  url: string;
  /** Registered by `serve` from an endpoint of the API contract (the rest are pages and files). */
  contract: boolean;
}

/**
 * How long a client may take, so that slow or stuck clients (slowloris) cannot hold the
 * shop's sockets: the whole header within 10 s, the whole request within 30 s, an idle
 * keep-alive socket 5 s, any socket silent for 60 s is closed. Node checks every second.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionTimeout: 60_000,
  connectionsCheckingInterval: 1_000,
} as const;

export interface Shop {
  app: FastifyInstance;
  /** What this start's migrations did to a data directory an earlier build wrote, or null. */
  upgrade: UpgradeReport | null;
  /** The solutions webhook's delivery (SOLUTIONS_WEBHOOK), or null: `idle()` says when nothing is left to send. */
  webhook: WebhookDelivery | null;
  /** Every route the server registered, as Fastify saw them (the reliability suite fuzzes these). */
  routes: RouteEntry[];
  ctx: AppContext;
  /**
   * Stops gracefully: readiness turns 503, no new connections, requests under way finish (those
   * still running after graceMs are cut off), then the database closes.
   */
  close: (graceMs?: number) => Promise<void>;
}

/** How a shop is built beyond its settings: switches for the server's own tests, never set in production. */
export interface ShopOptions {
  /**
   * Checks every 2xx JSON answer of a contract route against its `response` schema and hands
   * each result here (http/answer-check.ts): the tests fail on an answer that left its contract.
   */
  checkAnswers?: AnswerCheck.AnswerListener;
}

function readVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Builds the whole shop (database, routes, socket) without listening yet. */
export async function buildShop(settings: Settings, options: ShopOptions = {}): Promise<Shop> {
  startMark('modules loaded');
  const config = withBaseUrl(withOwnRedirects(withCtfKey(loadConfiguration(settings.configName), settings.ctfKey), settings), settings);
  const version = readVersion();
  const { db, documents, upgrade } = openShopDatabase(settings.dataDir, config, version, seedTemplateFor(config));
  startMark('database ready');

  const securityHeaders = rawSecurityHeaders(config);
  const app = Fastify({
    logger: settings.log ? { level: 'info' } : false,
    frameworkErrors: frameworkErrors(securityHeaders),
    bodyLimit: 1024 * 1024,
    connectionTimeout: SERVER_TIMEOUTS.connectionTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    http: { headersTimeout: SERVER_TIMEOUTS.headersTimeout, connectionsCheckingInterval: SERVER_TIMEOUTS.connectionsCheckingInterval },
    trustProxy: false,
    // Avvio arms a timer per plugin to report one that never finishes loading; every feature is an
    // async function that does (a hung one fails app.ready() in every test). 47 timers set and
    // cleared were about 2 ms of each start.
    pluginTimeout: 0,
    // Progress codes travel in the path and grow with the solved set (about 150 characters for all
    // of Pulp's challenges, 278 for the 107 of a MultiJuicer code): Fastify's 100 would answer 414.
    // Tools that join a base address ending in a slash with their paths (juice-shop-ctf-cli with
    // its default `http://localhost:3000/` asks for `//api/Challenges`) find the routes all the same.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 2000 },
    // Ajv coerces the text of params and query strings; contract bodies are checked by valibot.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    schemaController: { compilersFactory: { buildValidator: contractValidators(config.challenges.hardened), buildSerializer: lazySerializers() } },
  });
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const contract = typeof route.config?.contract === 'string';
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? route.path, contract });
  });
  installErrorHandler(app);
  // Loaded only when asked for, so a production start never reads it.
  if (options.checkAnswers) (require('./http/answer-check') as typeof AnswerCheck).installAnswerCheck(app, options.checkAnswers);
  await installSecurityHeaders(app, config);
  refuseInvalidHosts(app);
  // Before the routes: the plugin adds its hook to each route as it is registered.
  await installCompression(app);
  startMark('fastify made');

  const ctx: AppContext = {
    settings,
    config,
    db,
    documents,
    tokens: new TokenService(loadTokenKeys(settings.dataDir), config),
    translations: loadTranslations(),
    sessions: new Map(),
    io: null,
    challenges: createChallengeEngine(db, config, () => ctx.io),
    afterReset: new Set(),
    startedAt: new Date(),
    version,
    lifecycle: { state: 'starting' },
  };

  startMark('context made');
  await registerFeatures(app, sharedServices(ctx));
  const webhook = registerSolutionsWebhook(ctx);
  startMark('features registered');

  await app.ready();
  startMark('ready');
  let stopWatching: () => void = () => undefined;
  if (settings.dev) {
    ctx.io = createSocketServer(app.server, securityHeaders);
    registerChallengeSocket(ctx);
    stopWatching = watchFrontEndBuilds(ctx.io);
  } else {
    // Made when the first client connects; solves before then wait in the engine's pending events.
    socketServerOnDemand(app.server, securityHeaders, (io) => {
      ctx.io = io;
      registerChallengeSocket(ctx);
    });
  }
  ctx.lifecycle.state = 'ready';

  return {
    app,
    upgrade,
    webhook,
    routes,
    ctx,
    close: async (graceMs = 4000) => {
      ctx.lifecycle.state = 'stopping';
      stopWatching();
      // Fastify's close stops listening, ends idle keep-alive connections, answers 503 on busy
      // ones and waits for the requests under way; past the grace period they are cut off.
      const cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs);
      try {
        ctx.io?.close();
        await app.close();
        // The last requests' solves: their POSTs get half a second to reach the receiver.
        await webhook?.settle(500);
      } finally {
        clearTimeout(cutOff);
        webhook?.stop();
        db.close();
      }
    },
  };
}
