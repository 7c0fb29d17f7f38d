import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context';
import { REPO_ROOT, SERVER_ROOT } from '../../config/settings';
import { notFound } from '../../http/errors';
import { encodedBody, sendEncoded, type EncodedBody } from '../../http/encoded-body';
import { remoteOrigins, type PolicyDirectives } from '../../http/security-headers';
import { shellDocuments } from './shell-document';
import { DEFAULT_AVATAR_SVG, LOGO_SVG } from '../products/product-art';
import { REMOTE_PACKAGES } from '../remotes/local-builds';
import type { RemoteRegistry } from '../remotes/registry';
import { REMOTE_VERSION_PATTERN } from '@pulp/shared/contract';
import { thirdPartyNotices } from './third-party-notices';

/**
 * A content-hashed build file (`[name].[contenthash:8].js`), also when its precompressed copy
 * (`.br`, `.gz`) is the file sent.
 */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

/**
 * Content-hashed files are cached for a year and never revalidated: a new build has new names.
 * Files whose names stay the same across builds (a remote's remoteEntry.js, preload.json, …) are
 * revalidated every time, so a deploy or a rollback reaches the next visit at once.
 */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  if (HASHED_FILE.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'no-cache');
}

/**
 * The shell document's policy changes: the base policy, loosened exactly where the client-side
 * challenges need it. Every screen of the shop is a hash route of this one document, so this
 * is those challenges' route.
 */
export function shellDocumentDirectives(ctx: Pick<AppContext, 'config' | 'settings'>, origins: string[] = remoteOrigins(ctx.config)): PolicyDirectives {
  // Remotes on other origins: their scripts and styles run, and the shell fetches their
  // remote.json and translations (connect-src).
  const elsewhere: PolicyDirectives = origins.length
    ? { 'connect-src': ["'self'", ...origins], 'style-src': ["'self'", "'unsafe-inline'", ...origins], 'font-src': ["'self'", 'data:', ...origins] }
    : {};
  return {
    ...elsewhere,
    // vuln: localXssChallenge ?, reflectedXssChallenge ?, persistedXssFeedbackChallenge ?, httpHeaderXssChallenge ?, persistedXssUserChallenge ? —
    // the <iframe src="javascript:…"> payloads these challenges plant in the search heading, the
    // tracked order id, the staff's feedback table, the last-login-IP page and the administration's
    // user table must run, and javascript: URLs run only under 'unsafe-inline'. Development
    // builds (pnpm dev) also eval their modules.
    'script-src': ["'self'", "'unsafe-inline'", ...(ctx.settings.dev ? ["'unsafe-eval'"] : []), ...origins],
    // vuln: svgInjectionChallenge ? (Cross-Site Imaging) — the deluxe card shows a decal that ./redirect sends to another site.
    'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  };
}

/**
 * Where remote files may come from: the configuration's other origins, every one the registry
 * knows, and any port of the hosts the registry accepts builds from (remoteHosts). The last
 * part matters for pages already open: a build promoted from a new origin after the document
 * was sent must still be allowed by the policy that document carries.
 */
function knownRemoteOrigins(ctx: AppContext, registry: RemoteRegistry): string[] {
  const hosts = (ctx.config.remoteHosts ?? []).flatMap((host) => ['http', 'https'].flatMap((scheme) => [`${scheme}://${host}`, `${scheme}://${host}:*`]));
  return [...new Set([...remoteOrigins(ctx.config), ...registry.origins(), ...hosts])];
}

/** A version folder and the rest of the path ("0.1.0+abc/12.js" → ["0.1.0+abc", "12.js"]), or null. */
function splitVersion(rest: string): [string, string] | null {
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  const version = rest.slice(0, slash);
  return REMOTE_VERSION_PATTERN.test(version) ? [version, rest.slice(slash + 1)] : null;
}

/**
 * /mf/<name>/<version>/… serves one build of the remote (mf-<name>/dist/<version>/);
 * /mf/<name>/… without a version serves the registry's active build when it is one of this
 * shop's, else the newest (what the shop served before versioned builds). Files are sent
 * pre-compressed when the browser takes that, with CORS for shells on other origins.
 */
async function registerRemoteFiles(app: FastifyInstance, registry: RemoteRegistry): Promise<void> {
  await app.register(async (scope) => {
    // Only its sendFile is used: this instance serves no route of its own, and every call names
    // its folder. The root must still exist: the server's own folder, not the app folder, whose
    // own entry Node's permission model refuses to stat when the data directory's path begins
    // with the same text (/srv/pulp beside /srv/pulp-data).
    await scope.register(fastifyStatic, {
      root: SERVER_ROOT,
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Remotes may be loaded by a shell on another origin.
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        cacheHeaders(reply as unknown as FastifyReply, filePath);
      },
    });
    for (const [name, folder] of Object.entries(REMOTE_PACKAGES)) {
      const dist = path.join(REPO_ROOT, folder, 'dist');
      scope.get<{ Params: { '*': string } }>(`/mf/${name}/*`, async (request, reply) => {
        const rest = request.params['*'];
        const versioned = splitVersion(rest);
        if (versioned && fs.existsSync(path.join(dist, versioned[0]))) return reply.sendFile(versioned[1], path.join(dist, versioned[0]));
        const active = registry.localVersion(name);
        if (!active) throw notFound(`No build of ${name} is served here.`);
        return reply.sendFile(rest, path.join(dist, active));
      });
    }
  });
}

export async function registerHosting(app: FastifyInstance, ctx: AppContext, registry: RemoteRegistry): Promise<void> {
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return registry.manifest();
  });

  // Each language file is compressed once (brotli or gzip as accepted) and revalidated by ETag.
  const languageFiles = new Map<string, EncodedBody>();
  app.get<{ Params: { file: string } }>('/assets/i18n/:file', async (request, reply) => {
    const match = /^([a-zA-Z_-]{2,10})\.json$/.exec(request.params.file);
    const text = match ? ctx.translations.file(match[1]) : null;
    if (!match || !text) throw notFound(`No translations for ${request.params.file}.`);
    let body = languageFiles.get(match[1]);
    if (!body) languageFiles.set(match[1], (body = encodedBody(text)));
    reply.header('Cache-Control', 'no-cache');
    return sendEncoded(request, reply, body, 'application/json; charset=utf-8');
  });

  app.get('/assets/public/images/pulp-logo.svg', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
    return LOGO_SVG;
  });

  app.get('/assets/public/images/uploads/default.svg', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
    return DEFAULT_AVATAR_SVG;
  });

  const notices = thirdPartyNotices(ctx.config);
  app.get('/3rdpartylicenses.txt', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8');
    return notices;
  });

  await registerRemoteFiles(app, registry);

  if (fs.existsSync(shellDist)) {
    const shellDocument = shellDocuments(ctx, shellDist, {
      manifest: () => ({ remotes: registry.manifest(), fallbacks: registry.fallbacks() }),
      revision: () => registry.revision,
      remoteDist: (remote) => {
        const version = registry.localVersion(remote);
        return version ? path.join(REPO_ROOT, REMOTE_PACKAGES[remote] ?? remote, 'dist', version) : null;
      },
      directives: () => shellDocumentDirectives(ctx, knownRemoteOrigins(ctx, registry)),
    });
    app.get('/', async (request, reply) => shellDocument(request, reply));
    app.get('/index.html', async (request, reply) => shellDocument(request, reply));
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        cacheHeaders(reply as unknown as FastifyReply, filePath);
      },
    });
  }
}
