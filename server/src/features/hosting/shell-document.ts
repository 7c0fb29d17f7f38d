import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { publicConfiguration } from '../../config/configuration';
import { encodedBody, sendEncoded, type EncodedBody } from '../../http/encoded-body';
import { overridePolicy, type PolicyDirectives } from '../../http/security-headers';

/** dist/preload.json of the shell (written by shared/build/preload-manifest.cjs). */
export interface ShellPreloads {
  entry: string[];
  provides: Record<string, string[]>;
}

/** dist/preload.json of a remote. */
export interface RemotePreloads {
  exposes: Record<string, { files: string[]; consumes: string[] }>;
}

/**
 * The screen the document is most often opened on. Every screen is a hash route of the one
 * document and the hash never reaches the server, so it preloads the default route's remote
 * page and data (#/search); the shell preloads the remote of any other route itself.
 */
export const FIRST_SCREEN = {
  remote: 'catalog',
  module: 'SearchPage',
  /** The exact GETs the catalog's search page makes (mf-catalog/src/features/search/useProducts.ts). */
  data: ['/rest/products/search', '/api/Quantitys/'],
} as const;

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const HTML_ATTRIBUTE = /[&"<>]/g;
const escapeAttribute = (value: string) => value.replace(HTML_ATTRIBUTE, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The preload links of the first screen: main.js, the shell's bootstrap files, the default
 * remote's entry and page files with the shell's shared modules that page needs beyond the
 * bootstrap's, and the page's data. Only remotes served by the shop itself are preloaded (a
 * remote on another origin would need matching CORS modes).
 */
export function preloadLinks(shell: ShellPreloads | null, remote: RemotePreloads | null, remoteEntry: string | undefined): string[] {
  const scripts = ['main.js', ...(shell?.entry ?? [])];
  const page = remote?.exposes[FIRST_SCREEN.module];
  if (remoteEntry && page && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(remoteEntry)) {
    const folder = remoteEntry.slice(0, remoteEntry.lastIndexOf('/') + 1);
    scripts.push(remoteEntry, ...page.files.map((file) => `${folder}${file}`));
    for (const key of page.consumes) scripts.push(...(shell?.provides[key] ?? []));
  }
  const links = [...new Set(scripts)].map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
  // crossorigin="anonymous" matches fetch()'s default mode and credentials, so the page's own
  // fetch of the same URL takes this response instead of asking again.
  for (const href of FIRST_SCREEN.data) links.push(`<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin="anonymous">`);
  return links;
}

/** JSON inside <script type="application/json">: only "<" can end the element early. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The language the shell will start in: the language cookie when it names a translated language, else English. */
export function documentLanguage(cookieHeader: string | undefined, translated: (language: string) => boolean): string {
  const cookie = /(?:^|;\s*)language=([a-zA-Z_-]{2,10})(?:;|\s|$)/.exec(cookieHeader ?? '')?.[1];
  return cookie && translated(cookie) ? cookie : 'en';
}

/** The remotes part of the boot data: active entries, and the version before each to fall back on. */
export interface BootManifest {
  remotes: Record<string, string>;
  fallbacks?: Record<string, string>;
}

/** The boot data (shared/src/boot.ts) of one language, from already serialised parts. */
export function bootJson(
  ctx: Pick<AppContext, 'config' | 'version' | 'translations'>,
  language: string,
  manifest: BootManifest = { remotes: ctx.config.remotes },
): string {
  const bundles = [language, ...(language === 'en' ? [] : ['en'])]
    .map((name) => [name, ctx.translations.file(name)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null)
    .map(([name, file]) => `${JSON.stringify(name)}:${file}`);
  const head = JSON.stringify({
    config: publicConfiguration(ctx.config),
    version: ctx.version,
    remotes: manifest.remotes,
    ...(manifest.fallbacks && Object.keys(manifest.fallbacks).length ? { remoteFallbacks: manifest.fallbacks } : {}),
    language,
  });
  return `${head.slice(0, -1)},"translations":{${bundles.join(',')}}}`;
}

/** The built index.html with the first screen's preloads and the boot data in its head. */
export function renderShellDocument(template: string, links: string[], boot: string): string {
  const head = [...links, `<script type="application/json" id="pulp-boot">${scriptSafeJson(boot)}</script>`].join('');
  const at = template.indexOf('</head>');
  if (at < 0) throw new Error('shell index.html has no </head>');
  return `${template.slice(0, at)}${head}${template.slice(at)}`;
}

/** Where the shell document gets what changes while the shop runs (the remote registry). */
export interface DocumentSources {
  manifest: () => BootManifest;
  /** Changes whenever the manifest does: a cached document of an older revision is rendered again. */
  revision: () => number;
  /** The folder of the build of a remote this shop serves itself, for its preload.json. */
  remoteDist: (remote: string) => string | null;
  directives: () => PolicyDirectives;
}

/**
 * The shell document per language, rendered and compressed once per registry revision (each
 * time in development, where webpack rewrites the files), revalidated by ETag: small, never
 * stale after a deploy or a promotion.
 */
export function shellDocuments(ctx: AppContext, shellDist: string, sources: DocumentSources) {
  const cache = new Map<string, EncodedBody>();
  let cachedRevision = sources.revision();
  const render = (language: string): EncodedBody => {
    const template = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    const manifest = sources.manifest();
    const remoteDist = sources.remoteDist(FIRST_SCREEN.remote);
    const links = preloadLinks(
      readJson<ShellPreloads>(path.join(shellDist, 'preload.json')),
      remoteDist ? readJson<RemotePreloads>(path.join(remoteDist, 'preload.json')) : null,
      manifest.remotes[FIRST_SCREEN.remote],
    );
    return encodedBody(renderShellDocument(template, links, bootJson(ctx, language, manifest)));
  };
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const language = documentLanguage(request.headers.cookie, (name) => ctx.translations.file(name) !== null);
    if (sources.revision() !== cachedRevision) {
      cache.clear();
      cachedRevision = sources.revision();
    }
    let body = ctx.settings.dev ? undefined : cache.get(language);
    if (!body) {
      body = render(language);
      if (!ctx.settings.dev) cache.set(language, body);
    }
    reply.header('Cache-Control', 'no-cache');
    overridePolicy(reply, ctx.config, sources.directives());
    return sendEncoded(request, reply, body, 'text/html; charset=utf-8', ['Cookie']);
  };
}
