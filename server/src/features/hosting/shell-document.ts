import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { languageTag, textDirection } from '@pulp/shared/contract';
import ROUTE_TABLE from '@pulp/shared/routes.json';
import { publicConfiguration } from '../../config/configuration';
import { languageCookie } from '../../i18n/translations';
import { encodedBody, sendEncoded, type EncodedBody } from '../../http/encoded-body';
import { overridePolicy, type PolicyDirectives } from '../../http/security-headers';

/** dist/preload.json of the shell (written by shared/build/preload-manifest.cjs). */
export interface ShellPreloads {
  /** The entry's files: main.js, then the first screen's libraries it runs with (absent in builds before they were split). */
  main?: string[];
  entry: string[];
  provides: Record<string, string[]>;
}

/** dist/preload.json of a remote. */
export interface RemotePreloads {
  exposes: Record<string, { files: string[]; consumes: string[] }>;
}

/** A route a visitor often opens the shop on, the remote page it shows and the data that page asks for first. */
export interface EntryScreen {
  route: string;
  remote: string;
  module: string;
  /** The exact GETs the page makes at once (for the search page: mf-catalog/src/features/search/useProducts.ts). */
  data?: readonly string[];
}

/** An entry route with the remote page the shell's route table (shared/routes.json) opens there. */
function entryScreen(route: string, data?: readonly string[]): EntryScreen {
  const listed = ROUTE_TABLE.routes.find((candidate) => candidate.path === route);
  if (!listed) throw new Error(`The entry screen ${route} is no route of shared/routes.json`);
  return { route, remote: listed.remote, module: listed.module, ...(data ? { data } : {}) };
}

/**
 * The routes a document is commonly opened on. Every screen is a hash route of the one
 * document and the hash never reaches the server, so the document carries the preloads of
 * each of these, and a few lines of script in it pick the opened route's (see preloadScript).
 * main.js preloads the remote entry of any other route itself.
 */
export const ENTRY_SCREENS: readonly EntryScreen[] = [
  entryScreen('search', ['/rest/products/search', '/api/Quantitys/']),
  ...['about', 'photo-wall', 'login', 'register', 'forgot-password', 'contact', 'score-board', 'basket', 'order-history', 'accounting', 'administration'].map((route) => entryScreen(route)),
];

/** The route of a document opened without a hash, or with an empty one (the shell shows the search page). */
export const DEFAULT_ROUTE = 'search';

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const HTML_ATTRIBUTE = /[&"<>]/g;
const escapeAttribute = (value: string) => value.replace(HTML_ATTRIBUTE, (c) => `&#${c.charCodeAt(0)};`);

/** The files every route needs: the entry's (main.js and what it runs with) and the shell's bootstrap files. */
function shellFiles(shell: ShellPreloads | null): Set<string> {
  return new Set([...(shell?.main ?? ['main.js']), ...(shell?.entry ?? [])]);
}

/** The preload links every route needs: main.js, the files it runs with and the shell's bootstrap files. */
export function shellLinks(shell: ShellPreloads | null): string[] {
  return [...shellFiles(shell)].map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
}

/** What one entry screen adds to the shell's preloads: scripts, and data fetched as fetch() will ask. */
export interface ScreenPreloads {
  scripts: string[];
  data: string[];
}

/**
 * Per entry screen, its remote's entry and page files, the shell's shared modules the page
 * needs beyond the bootstrap's, and the page's data. Only remotes served by the shop itself
 * are preloaded (a remote on another origin would need matching CORS modes); a screen whose
 * remote has no manifest gets its data only.
 */
export function screenPreloads(
  shell: ShellPreloads | null,
  remoteManifest: (remote: string) => RemotePreloads | null,
  remoteEntries: Record<string, string> | undefined,
): Record<string, ScreenPreloads> {
  const bootstrap = shellFiles(shell);
  const screens: Record<string, ScreenPreloads> = {};
  for (const screen of ENTRY_SCREENS) {
    const scripts: string[] = [];
    const entry = remoteEntries?.[screen.remote];
    const page = remoteManifest(screen.remote)?.exposes[screen.module];
    if (entry && page && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(entry)) {
      const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
      scripts.push(entry, ...page.files.map((file) => `${folder}${file}`));
      for (const key of page.consumes) scripts.push(...(shell?.provides[key] ?? []));
    }
    screens[screen.route] = { scripts: [...new Set(scripts)].filter((href) => !bootstrap.has(href)), data: [...(screen.data ?? [])] };
  }
  return screens;
}

/**
 * The document's script that adds the opened route's preloads while the head is parsed, so
 * they start with main.js: a #/login visitor gets the account page's files and no search
 * data, a #/search (or hash-less) visitor the catalog's files and the search data. Data links
 * carry crossorigin="anonymous", fetch()'s default mode and credentials, so the page's own
 * fetch of the same URL takes the preloaded response (shared/src/api/preloaded.ts). A script
 * preload that failed (its remote down) is taken up at once by a script element: Chromium
 * would otherwise hand the stored failure to the page's own load of that file when the visitor
 * retries once the remote is back (federation.spec.ts, "a remote that cannot be served"). It runs
 * under the document's script-src 'unsafe-inline', which the XSS challenges need anyway (a
 * hash would switch 'unsafe-inline' off).
 */
export function preloadScript(screens: Record<string, ScreenPreloads>): string {
  const table = scriptSafeJson(JSON.stringify(screens));
  return (
    `<script id="pulp-preloads">(function(t){` +
    `var r=location.hash.replace(/^#\\/?/,'').split('?')[0]||${JSON.stringify(DEFAULT_ROUTE)},s=t[r];if(!s)return;` +
    `function add(href,fetch){var l=document.createElement('link');l.rel='preload';l.setAttribute('as',fetch?'fetch':'script');` +
    `if(fetch)l.crossOrigin='anonymous';else l.onerror=function(){var s=document.createElement('script');s.src=href;s.onerror=function(){s.remove()};document.head.appendChild(s)};` +
    `l.href=href;document.head.appendChild(l)}` +
    `s.scripts.forEach(function(h){add(h,false)});s.data.forEach(function(h){add(h,true)})` +
    `})(${table})</script>`
  );
}

/** JSON inside <script type="application/json">: only "<" can end the element early. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The language the shell will start in: the language cookie when it names a listed language (de_DE as de), else English. */
export function documentLanguage(cookieHeader: string | undefined, translations: Pick<AppContext['translations'], 'resolve'>): string {
  return translations.resolve(languageCookie(cookieHeader));
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

/**
 * The built index.html with the first screen's preloads (links and the script that picks them)
 * and the boot data in its head, and `<html lang dir>` of the language it is rendered for
 * (Arabic draws right to left before any script has run).
 */
export function renderShellDocument(template: string, links: string[], boot: string, language = 'en'): string {
  const head = [...links, `<script type="application/json" id="pulp-boot">${scriptSafeJson(boot)}</script>`].join('');
  const at = template.indexOf('</head>');
  if (at < 0) throw new Error('shell index.html has no </head>');
  const html = `<html lang="${escapeAttribute(languageTag(language))}" dir="${textDirection(language)}">`;
  return `${template.slice(0, at)}${head}${template.slice(at)}`.replace(/<html\b[^>]*>/i, html);
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
    const shell = readJson<ShellPreloads>(path.join(shellDist, 'preload.json'));
    const remoteManifest = (remote: string) => {
      const dist = sources.remoteDist(remote);
      return dist ? readJson<RemotePreloads>(path.join(dist, 'preload.json')) : null;
    };
    const links = [...shellLinks(shell), preloadScript(screenPreloads(shell, remoteManifest, manifest.remotes))];
    return encodedBody(renderShellDocument(template, links, bootJson(ctx, language, manifest), language));
  };
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const language = documentLanguage(request.headers.cookie, ctx.translations);
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
