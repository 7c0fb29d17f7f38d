import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context';
import { REPO_ROOT } from '../../config/settings';
import { notFound } from '../../http/errors';
import { encodedBody, sendEncoded, type EncodedBody } from '../../http/encoded-body';
import { remoteOrigins, type PolicyDirectives } from '../../http/security-headers';
import { shellDocuments } from './shell-document';
import { DEFAULT_AVATAR_SVG, LOGO_SVG } from '../products/product-art';

/** Remote name → the package folder whose dist/ it is served from. */
export const REMOTE_PACKAGES: Record<string, string> = {
  catalog: 'mf-catalog',
  checkout: 'mf-checkout',
  account: 'mf-account',
  staff: 'mf-staff',
  scoreboard: 'mf-scoreboard',
};

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/;

/** Content-hashed files are cached for a year; entry points are revalidated every time. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  if (HASHED_FILE.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'no-cache');
}

/**
 * The shell document's policy changes: the base policy, loosened exactly where the client-side
 * challenges need it. Every screen of the shop is a hash route of this one document, so this
 * is those challenges' route.
 */
export function shellDocumentDirectives(ctx: Pick<AppContext, 'config' | 'settings'>): PolicyDirectives {
  return {
    // vuln: localXssChallenge, reflectedXssChallenge, persistedXssFeedbackChallenge, httpHeaderXssChallenge —
    // the <iframe src="javascript:…"> payloads these challenges plant in the search heading, the
    // tracked order id, the staff's feedback table and the last-login-IP page must run, and
    // javascript: URLs run only under 'unsafe-inline'. Development builds (pnpm dev) also eval
    // their modules.
    'script-src': ["'self'", "'unsafe-inline'", ...(ctx.settings.dev ? ["'unsafe-eval'"] : []), ...remoteOrigins(ctx.config)],
    // vuln: svgInjectionChallenge (Cross-Site Imaging) — the deluxe card shows a decal that ./redirect sends to another site.
    'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  };
}

export async function registerHosting(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return ctx.config.remotes;
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

  for (const [name, folder] of Object.entries(REMOTE_PACKAGES)) {
    const root = path.join(REPO_ROOT, folder, 'dist');
    if (!fs.existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/mf/${name}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Remotes may be loaded by a shell on another origin.
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        cacheHeaders(reply as unknown as FastifyReply, filePath);
      },
    });
  }

  if (fs.existsSync(shellDist)) {
    const shellDocument = shellDocuments(ctx, shellDist, (remote) => path.join(REPO_ROOT, REMOTE_PACKAGES[remote] ?? remote, 'dist'), shellDocumentDirectives(ctx));
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
