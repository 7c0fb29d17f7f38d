/**
 * The server's features, each a Fastify plugin registered from here.
 *
 * Every JSON endpoint is on the API contract (`@pulp/shared/contract`, served with `serve` from
 * `http/contract.ts`), and so is every route that takes params, a query or a body, even where it
 * answers with a page, a redirect or a file (/redirect, /oauth-stub/…, /ftp/:file, the order
 * PDF). What stays a plain Fastify route is listed in PLAIN_ROUTES below, each with its reason:
 * static files and pages that take no input a schema could describe, whose answer is not JSON,
 * and which no client builds a URL for from a path. `test/contract.test.ts` checks that every
 * other route comes from the contract.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { Catalogue } from './products/catalogue';
import { Wallets } from './wallet/wallets';
import { registerShopConfigRoutes } from './shop-config/routes';
import { registerProductRoutes } from './products/routes';
import { registerUserRoutes } from './users/routes';
import { registerBasketRoutes } from './basket/routes';
import { registerProductEditRoutes } from './product-edits/routes';
import { registerStaffOrderRoutes } from './staff-orders/routes';
import { registerHosting } from './hosting/routes';
import { registerRemoteRoutes } from './remotes/routes';
import { createRemoteRegistry } from './remotes/create';
import type { RemoteRegistry } from './remotes/registry';
import type { LocalBuilds } from './remotes/local-builds';
import { registerChallengeRoutes } from './challenges/routes';
import { registerCodingChallengeRoutes } from './challenges/coding/routes';
import { registerMetricsRoutes } from './metrics/routes';
import { registerRedirectRoutes } from './redirect/routes';
import { registerFtpRoutes } from './ftp/routes';
import { registerEasterEggRoutes } from './easter-egg/routes';
import { registerSupportLogRoutes } from './support-logs/routes';
import { registerWellKnownRoutes } from './well-known/routes';
import { registerPromotionRoutes } from './promotion/routes';
import { registerExtraLanguageRoutes } from './extra-language/routes';
import { registerJingleRoutes } from './jingle/routes';
import { registerPrivacyProofRoutes } from './privacy-proof/routes';
import { registerResetRoutes } from './reset/routes';
import { registerOAuthStubRoutes } from './oauth/stub-routes';
import { registerSecurityQuestionRoutes } from './security-questions/routes';
import { registerPasswordRoutes } from './passwords/routes';
import { registerTwoFactorRoutes } from './two-factor/routes';
import { registerPrivacyRoutes } from './privacy/routes';
import { registerCaptchaRoutes } from './captcha/routes';
import { registerReviewRoutes } from './reviews/routes';
import { registerFeedbackRoutes } from './feedback/routes';
import { registerComplaintRoutes } from './complaints/routes';
import { registerMemoryRoutes } from './memories/routes';
import { registerProfileRoutes } from './profile/routes';
import { registerAboutRoutes } from './about/routes';
import { registerAddressRoutes } from './addresses/routes';
import { registerCardRoutes } from './cards/routes';
import { registerDeliveryRoutes } from './deliveries/routes';
import { registerWalletRoutes } from './wallet/routes';
import { registerDeluxeRoutes } from './deluxe/routes';
import { registerCouponRoutes } from './coupons/routes';
import { registerCheckoutRoutes } from './checkout/routes';
import { registerOrderRoutes } from './orders/routes';
import { registerRecycleRoutes } from './recycles/routes';
import { registerB2bRoutes } from './b2b/routes';
import { registerIdentityChallenges } from './identity-challenges/routes';
import { registerLifecycleRoutes } from './lifecycle/routes';
import { registerChatbotRoutes } from './chatbot/routes';
import { registerWeb3Routes } from './web3/routes';
import { registerApiDocRoutes } from './api-docs/routes';

/**
 * The routes that are not on the API contract, and why (the contract test fails on any other).
 * Each is matched against the route's URL as Fastify registered it.
 */
export const PLAIN_ROUTES: { url: RegExp; why: string }[] = [
  { url: /^\/assets\/public\/images\//, why: 'images drawn by the shop or uploaded (a file name, checked by the route, and an image answer)' },
  { url: /^\/assets\/i18n\//, why: 'translation files of the front ends, read by i18next as static JSON files' },
  { url: /^\/(index\.html)?$/, why: 'the shell document, rendered with its boot data and preload links (no input; the language comes from the cookie)' },
  { url: /^\/remotes\.json$/, why: 'the shell\'s remote list (no input), made from the remote registry' },
  { url: /^\/ftp$/, why: 'the HTML listing of the file drop (no input)' },
  { url: /^\/ftp\/legal\.md$/, why: 'a Markdown file (no input)' },
  { url: /^\/support\/logs$/, why: 'the HTML listing of the support team\'s log folder (no input)' },
  { url: /^\/encryptionkeys(\/(jwt\.pub|premium\.key))?$/, why: 'the HTML key listing, the public key file and the premium content key (no input)' },
  { url: /^\/premium\/pressed-for-the-few-who-paid-a-small-fortune$/, why: 'the premium content, a picture (no input; premiumPaywallChallenge)' },
  { url: /^\/metrics$/, why: 'Prometheus text exposition (no input)' },
  { url: /^\/profile$/, why: 'a server-rendered HTML page (no input; the session comes from the cookie)' },
  { url: /^\/quarantine\/pulp-miner-linux-x64$/, why: "the security team's defanged malware sample, a text file (no input; sstiChallenge)" },
  { url: /^\/jingle$/, why: 'an HTML page (no input)' },
  { url: /^\/nobody\/expects\/an\/egg\/in\/a\/juice\/shop$/, why: 'the nested easter egg, a picture (no input)' },
  { url: /^\/\.well-known\/security\.txt$/, why: 'a text file (no input)' },
  { url: /^\/\.well-known\/csaf\//, why: 'the CSAF provider metadata, advisory index and advisory with its checksums: fixed files (no input)' },
  { url: /^\/3rdpartylicenses\.txt$/, why: 'the front end\'s licence notices, a text file (no input)' },
  { url: /^\/[^/]+\/\*$/, why: 'the privacy policy\'s fine print: a wildcard page matched on its whole path (privacyPolicyProofChallenge)' },
  { url: /^\/(mf\/[\w-]+\/)?\*$/, why: 'static hosting of the built shell and remotes (@fastify/static)' },
  { url: /^\/api-docs(\/\*)?$/, why: "the API's documentation: the OpenAPI document generated from the contract and Swagger UI's page and files, made on first use (no input)" },
];

/** What features share beyond the app context: the product catalogue, the wallets and the remote registry. */
export interface SharedServices {
  ctx: AppContext;
  catalogue: Catalogue;
  wallets: Wallets;
  remotes: { registry: RemoteRegistry; builds: LocalBuilds };
}

export interface Feature {
  name: string;
  register: (app: FastifyInstance, services: SharedServices) => void | Promise<void>;
  /**
   * Registered at the root instead of in a context of its own: for a feature whose hooks must
   * see every request of the shop (what stays inside a plugin only sees the plugin's routes).
   */
  global?: true;
}

/**
 * Every feature of the server, in the order they register: each is a Fastify plugin with its
 * own encapsulated context (its hooks, parsers and decorators stay inside it). Static
 * hosting comes last, after every API route.
 */
export const FEATURES: Feature[] = [
  // First: /metrics and the staff-reports spot watch every response of the shop, and a
  // plugin's context only inherits the root hooks that exist when the plugin is registered.
  { name: 'metrics', register: (app, { ctx }) => registerMetricsRoutes(app, ctx), global: true },
  { name: 'identity-challenges', register: (app, { ctx }) => registerIdentityChallenges(app, ctx), global: true },
  { name: 'shop-config', register: (app, { ctx }) => registerShopConfigRoutes(app, ctx) },
  { name: 'products', register: (app, { ctx, catalogue }) => registerProductRoutes(app, ctx, catalogue) },
  { name: 'users', register: (app, { ctx }) => registerUserRoutes(app, ctx) },
  { name: 'basket', register: (app, { ctx, catalogue }) => registerBasketRoutes(app, ctx, catalogue) },
  { name: 'product-edits', register: (app, { ctx, catalogue }) => registerProductEditRoutes(app, ctx, catalogue) },
  { name: 'staff-orders', register: (app, { ctx }) => registerStaffOrderRoutes(app, ctx) },
  { name: 'challenges', register: (app, { ctx }) => registerChallengeRoutes(app, ctx) },
  { name: 'coding-challenges', register: (app, { ctx }) => registerCodingChallengeRoutes(app, ctx) },
  { name: 'redirect', register: (app, { ctx }) => registerRedirectRoutes(app, ctx) },
  { name: 'ftp', register: (app, { ctx }) => registerFtpRoutes(app, ctx) },
  { name: 'easter-egg', register: (app, { ctx }) => registerEasterEggRoutes(app, ctx) },
  { name: 'support-logs', register: (app, { ctx }) => registerSupportLogRoutes(app, ctx) },
  { name: 'well-known', register: (app, { ctx }) => registerWellKnownRoutes(app, ctx) },
  { name: 'promotion', register: (app, { ctx }) => registerPromotionRoutes(app, ctx) },
  { name: 'extra-language', register: (app, { ctx }) => registerExtraLanguageRoutes(app, ctx) },
  { name: 'jingle', register: (app, { ctx }) => registerJingleRoutes(app, ctx) },
  { name: 'privacy-proof', register: (app, { ctx }) => registerPrivacyProofRoutes(app, ctx) },
  { name: 'reset', register: (app, { ctx }) => registerResetRoutes(app, ctx) },
  { name: 'security-questions', register: (app, { ctx }) => registerSecurityQuestionRoutes(app, ctx) },
  { name: 'passwords', register: (app, { ctx }) => registerPasswordRoutes(app, ctx) },
  { name: 'two-factor', register: (app, { ctx }) => registerTwoFactorRoutes(app, ctx) },
  { name: 'privacy', register: (app, { ctx }) => registerPrivacyRoutes(app, ctx) },
  { name: 'captcha', register: (app, { ctx }) => registerCaptchaRoutes(app, ctx) },
  { name: 'feedback', register: (app, { ctx }) => registerFeedbackRoutes(app, ctx) },
  { name: 'complaints', register: (app, { ctx }) => registerComplaintRoutes(app, ctx) },
  { name: 'memories', register: (app, { ctx }) => registerMemoryRoutes(app, ctx) },
  { name: 'profile', register: (app, { ctx }) => registerProfileRoutes(app, ctx) },
  { name: 'about', register: (app, { ctx }) => registerAboutRoutes(app, ctx) },
  { name: 'oauth-stub', register: (app, { ctx }) => registerOAuthStubRoutes(app, ctx) },
  { name: 'reviews', register: (app, { ctx, catalogue }) => registerReviewRoutes(app, ctx, catalogue) },
  { name: 'addresses', register: (app, { ctx }) => registerAddressRoutes(app, ctx) },
  { name: 'cards', register: (app, { ctx }) => registerCardRoutes(app, ctx) },
  { name: 'deliveries', register: (app, { ctx }) => registerDeliveryRoutes(app, ctx) },
  { name: 'wallet', register: (app, { ctx, wallets }) => registerWalletRoutes(app, ctx, wallets) },
  { name: 'deluxe', register: (app, { ctx, wallets }) => registerDeluxeRoutes(app, ctx, wallets) },
  { name: 'coupons', register: (app, { ctx }) => registerCouponRoutes(app, ctx) },
  { name: 'checkout', register: (app, { ctx, catalogue, wallets }) => registerCheckoutRoutes(app, ctx, catalogue, wallets) },
  { name: 'orders', register: (app, { ctx }) => registerOrderRoutes(app, ctx) },
  { name: 'recycles', register: (app, { ctx }) => registerRecycleRoutes(app, ctx) },
  { name: 'b2b', register: (app, { ctx, catalogue }) => registerB2bRoutes(app, ctx, catalogue) },
  { name: 'chatbot', register: (app, { ctx }) => registerChatbotRoutes(app, ctx) },
  { name: 'web3', register: (app, { ctx }) => registerWeb3Routes(app, ctx) },
  { name: 'lifecycle', register: (app, { ctx }) => registerLifecycleRoutes(app, ctx) },
  { name: 'api-docs', register: (app, { ctx }) => registerApiDocRoutes(app, ctx) },
  { name: 'remotes', register: (app, { ctx, remotes }) => registerRemoteRoutes(app, ctx, remotes.registry, remotes.builds) },
  { name: 'hosting', register: (app, { ctx, remotes }) => registerHosting(app, ctx, remotes.registry) },
];

/** The services features share, made once per shop. */
export function sharedServices(ctx: AppContext): SharedServices {
  const catalogue = new Catalogue(ctx.db, ctx.config);
  ctx.afterReset.add(() => catalogue.changed());
  return { ctx, catalogue, wallets: new Wallets(ctx.db), remotes: createRemoteRegistry(ctx) };
}

/** A feature as a Fastify plugin (named, so `app.printPlugins()` shows which is which). */
function pluginOf(feature: Feature): FastifyPluginAsync<{ services: SharedServices }> {
  const plugin: FastifyPluginAsync<{ services: SharedServices }> = async (scope, { services }) => {
    await feature.register(scope, services);
  };
  Object.defineProperty(plugin, 'name', { value: feature.name });
  // Fastify's own switch (what fastify-plugin sets) for a plugin that shares its parent's context.
  if (feature.global) Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}

/** Registers every feature, in order, each as its own plugin. */
export async function registerFeatures(app: FastifyInstance, services: SharedServices): Promise<void> {
  for (const feature of FEATURES) await app.register(pluginOf(feature), { services });
}
