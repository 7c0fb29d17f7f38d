import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Settings } from './config/settings';
import { REPO_ROOT } from './config/settings';
import { loadConfiguration, withCtfKey } from './config/configuration';
import { openDatabase } from './db/database';
import { documentStore } from './db/documents';
import { seedDatabase } from './db/seed/seed';
import { loadTokenKeys, TokenService } from './auth/tokens';
import { loadTranslations } from './i18n/translations';
import { installErrorHandler } from './http/errors';
import { createSocketServer } from './realtime/socket';
import { watchFrontEndBuilds } from './realtime/dev-reload';
import type { AppContext } from './context';
import { Catalogue } from './features/products/catalogue';
import { registerShopConfigRoutes } from './features/shop-config/routes';
import { registerProductRoutes } from './features/products/routes';
import { registerUserRoutes } from './features/users/routes';
import { registerBasketRoutes } from './features/basket/routes';
import { registerReviewRoutes } from './features/reviews/routes';
import { registerProductEditRoutes } from './features/product-edits/routes';
import { registerStaffOrderRoutes } from './features/staff-orders/routes';
import { registerHosting } from './features/hosting/routes';
import { createChallengeEngine } from './features/challenges/setup';
import { registerChallengeRoutes } from './features/challenges/routes';
import { registerChallengeSocket } from './features/challenges/socket';
import { registerClientChallengeRoutes } from './features/challenges/client/routes';
import { registerResetRoutes } from './features/reset/routes';
import { withOwnRedirects } from './features/oauth/redirects';
import { registerOAuthStubRoutes } from './features/oauth/stub-routes';
import { registerSecurityQuestionRoutes } from './features/security-questions/routes';
import { registerPasswordRoutes } from './features/passwords/routes';
import { registerTwoFactorRoutes } from './features/two-factor/routes';
import { registerPrivacyRoutes } from './features/privacy/routes';
import { registerCaptchaRoutes } from './features/captcha/routes';
import { registerFeedbackRoutes } from './features/feedback/routes';
import { registerComplaintRoutes } from './features/complaints/routes';
import { registerMemoryRoutes } from './features/memories/routes';
import { registerProfileRoutes } from './features/profile/routes';
import { registerAboutRoutes } from './features/about/routes';
import { registerAddressRoutes } from './features/addresses/routes';
import { registerCardRoutes } from './features/cards/routes';
import { registerDeliveryRoutes } from './features/deliveries/routes';
import { Wallets } from './features/wallet/wallets';
import { registerWalletRoutes } from './features/wallet/routes';
import { registerDeluxeRoutes } from './features/deluxe/routes';
import { registerCouponRoutes } from './features/coupons/routes';
import { registerCheckoutRoutes } from './features/checkout/routes';
import { registerOrderRoutes } from './features/orders/routes';
import { registerRecycleRoutes } from './features/recycles/routes';
import { registerB2bRoutes } from './features/b2b/routes';
import { registerIdentityChallenges } from './features/identity-challenges/routes';
import { registerLifecycleRoutes } from './features/lifecycle/routes';
import { registerSolutionsWebhook } from './features/webhook/routes';

export interface Shop {
  app: FastifyInstance;
  ctx: AppContext;
  /**
   * Stops gracefully: readiness turns 503, no new connections, requests under way finish (those
   * still running after graceMs are cut off), then the database closes.
   */
  close: (graceMs?: number) => Promise<void>;
}

function readVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Builds the whole shop (database, routes, socket) without listening yet. */
export async function buildShop(settings: Settings): Promise<Shop> {
  const config = withOwnRedirects(withCtfKey(loadConfiguration(settings.configName), settings.ctfKey), settings);
  const { db, fresh } = openDatabase(settings.dataDir);
  const documents = documentStore(db);
  if (fresh) seedDatabase(db, documents);

  const app = Fastify({
    logger: settings.log ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  installErrorHandler(app);

  const ctx: AppContext = {
    settings,
    config,
    db,
    documents,
    tokens: new TokenService(loadTokenKeys(settings.dataDir)),
    translations: loadTranslations(),
    sessions: new Map(),
    io: null,
    challenges: createChallengeEngine(db, config, () => ctx.io),
    afterReset: new Set(),
    startedAt: new Date(),
    version: readVersion(),
    lifecycle: { state: 'starting' },
  };

  const catalogue = new Catalogue(db);
  ctx.afterReset.add(() => catalogue.changed());
  registerShopConfigRoutes(app, ctx);
  registerProductRoutes(app, ctx, catalogue);
  registerUserRoutes(app, ctx);
  registerBasketRoutes(app, ctx, catalogue);
  registerProductEditRoutes(app, ctx, catalogue);
  registerStaffOrderRoutes(app, ctx);
  registerChallengeRoutes(app, ctx);
  registerClientChallengeRoutes(app, ctx);
  registerResetRoutes(app, ctx);
  registerSecurityQuestionRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerTwoFactorRoutes(app, ctx);
  registerPrivacyRoutes(app, ctx);
  registerCaptchaRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerComplaintRoutes(app, ctx);
  registerMemoryRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerAboutRoutes(app, ctx);
  registerOAuthStubRoutes(app, ctx);
  registerReviewRoutes(app, ctx, catalogue);
  const wallets = new Wallets(db);
  registerAddressRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerDeliveryRoutes(app, ctx);
  registerWalletRoutes(app, ctx, wallets);
  registerDeluxeRoutes(app, ctx, wallets);
  registerCouponRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx, catalogue, wallets);
  registerOrderRoutes(app, ctx);
  registerRecycleRoutes(app, ctx);
  registerB2bRoutes(app, ctx, catalogue);
  registerIdentityChallenges(app, ctx);
  registerLifecycleRoutes(app, ctx);
  const webhook = registerSolutionsWebhook(ctx);
  await registerHosting(app, ctx);

  await app.ready();
  ctx.io = createSocketServer(app.server);
  registerChallengeSocket(ctx);
  const stopWatching = settings.dev ? watchFrontEndBuilds(ctx.io) : () => undefined;
  ctx.lifecycle.state = 'ready';

  return {
    app,
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
