import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestShop, type TestShop } from './helpers';
import { REPO_ROOT } from '../src/config/settings';
import { languageKey } from '@pulp/shared/contract';
import { REMOTE_NAMES } from '@pulp/shared/packages.cjs';
import ROUTE_TABLE from '@pulp/shared/routes.json';
import {
  bootJson,
  DEFAULT_ROUTE,
  documentLanguage,
  ENTRY_SCREENS,
  preloadScript,
  renderShellDocument,
  screenPreloads,
  scriptSafeJson,
  shellLinks,
  type RemotePreloads,
} from '../src/features/hosting/shell-document';

const SHELL = { entry: ['bootstrap.1234abcd.js', '318.733c9b2a.js'], provides: { react: ['7923.87078c71.js'], '@pulp/shared/ui-data': ['2378.7e7c57dd.js', '7923.87078c71.js'] } };
const CATALOG = { exposes: { SearchPage: { files: ['991.649f9ec0.js'], consumes: ['react', '@pulp/shared/ui-data'] } } };
const ACCOUNT = { exposes: { LoginPage: { files: ['51.c08d358f.js', '741.d9586c59.js'], consumes: ['react'] } } };

/** The boot data's shape (shared/src/boot.ts). */
interface Boot {
  config: { ctf: { key?: string } };
  version: string;
  remotes: Record<string, string>;
  language: string;
  translations: Record<string, Record<string, string>>;
}

/** The boot data of a rendered document. */
function bootOf(html: string): Record<string, unknown> {
  const text = /<script type="application\/json" id="pulp-boot">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(text).toBeDefined();
  return JSON.parse(String(text)) as Record<string, unknown>;
}

const manifests: Record<string, RemotePreloads> = { catalog: CATALOG, account: ACCOUNT };
const ENTRIES = { catalog: 'mf/catalog/remoteEntry.js', account: 'mf/account/remoteEntry.js' };

/** Runs the document's preload script on a hash and returns the links it added (as=, href). */
function runPreloadScript(script: string, hash: string): string[][] {
  const added: string[][] = [];
  const code = /^<script id="pulp-preloads">([\s\S]*)<\/script>$/.exec(script)?.[1];
  expect(code).toBeDefined();
  const document = {
    createElement: () => {
      const attributes: Record<string, string> = {};
      return { setAttribute: (name: string, value: string) => void (attributes[name] = value), attributes, rel: '', href: '', crossOrigin: '' };
    },
    head: { appendChild: (link: { attributes: Record<string, string>; rel: string; href: string; crossOrigin: string }) => added.push([link.rel, link.attributes.as, link.href, link.crossOrigin]) },
  };
  new Function('location', 'document', String(code))({ hash }, document);
  return added;
}

describe('the first screen preloads', () => {
  it('link main.js and the bootstrap files for every route, once each', () => {
    const scripts = shellLinks(SHELL).map((link) => /href="([^"]+)"/.exec(link)?.[1]);
    expect(scripts).toEqual(['main.js', 'bootstrap.1234abcd.js', '318.733c9b2a.js']);
    expect(shellLinks(null)).toEqual(['<link rel="preload" as="script" href="main.js">']);
  });

  it('link the files main.js runs with, first, and count them as the bootstrap for every screen', () => {
    const shell = { ...SHELL, main: ['main.js', 'first-screen.89abcdef.js'], provides: { ...SHELL.provides, react: ['first-screen.89abcdef.js'] } };
    const scripts = shellLinks(shell).map((link) => /href="([^"]+)"/.exec(link)?.[1]);
    expect(scripts).toEqual(['main.js', 'first-screen.89abcdef.js', 'bootstrap.1234abcd.js', '318.733c9b2a.js']);
    const screens = screenPreloads(shell, (remote) => manifests[remote] ?? null, ENTRIES);
    expect(screens.login.scripts).toEqual(['mf/account/remoteEntry.js', 'mf/account/51.c08d358f.js', 'mf/account/741.d9586c59.js']);
  });

  it('give each entry screen its remote entry, page files and the shared modules it needs beyond the bootstrap, and only the search page data', () => {
    const screens = screenPreloads(SHELL, (remote) => manifests[remote] ?? null, ENTRIES);
    expect(screens.search).toEqual({
      scripts: ['mf/catalog/remoteEntry.js', 'mf/catalog/991.649f9ec0.js', '7923.87078c71.js', '2378.7e7c57dd.js'],
      data: ['/rest/products/search', '/api/Quantitys/'],
    });
    expect(screens.login).toEqual({ scripts: ['mf/account/remoteEntry.js', 'mf/account/51.c08d358f.js', 'mf/account/741.d9586c59.js', '7923.87078c71.js'], data: [] });
    // No manifest for the score board's remote here: nothing to preload but nothing wrong either.
    expect(screens['score-board']).toEqual({ scripts: [], data: [] });
  });

  it('leave out a remote served from another origin', () => {
    const screens = screenPreloads(SHELL, (remote) => manifests[remote] ?? null, { catalog: 'https://cdn.example.org/catalog/remoteEntry.js' });
    expect(JSON.stringify(screens)).not.toContain('cdn.example.org');
    expect(screens.search.scripts).toEqual([]);
    expect(screens.search.data).toHaveLength(2);
  });

  it('are picked by the script for the opened route: the search data only where the search page opens', () => {
    const script = preloadScript(screenPreloads(SHELL, (remote) => manifests[remote] ?? null, ENTRIES));
    const search = runPreloadScript(script, '');
    expect(search).toContainEqual(['preload', 'script', 'mf/catalog/991.649f9ec0.js', '']);
    expect(search).toContainEqual(['preload', 'fetch', '/rest/products/search', 'anonymous']);
    expect(runPreloadScript(script, '#/search?q=apple')).toEqual(search);
    expect(runPreloadScript(script, '#/')).toEqual(search);
    const login = runPreloadScript(script, '#/login');
    expect(login.map((link) => link[2])).toEqual(['mf/account/remoteEntry.js', 'mf/account/51.c08d358f.js', 'mf/account/741.d9586c59.js', '7923.87078c71.js']);
    // A route without an entry here (main.js preloads its remote) gets nothing, search data least of all.
    expect(runPreloadScript(script, '#/wallet')).toEqual([]);
  });

  it('cannot close the script element, whatever a file is called', () => {
    const script = preloadScript({ search: { scripts: ['</script><script>alert(1)</script>.js'], data: [] } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(runPreloadScript(script, '')).toEqual([['preload', 'script', '</script><script>alert(1)</script>.js', '']]);
  });

  it('take each screen\'s page from the shell\'s route table, the default route among them', () => {
    const pageOf = (route: string) => {
      const screen = ENTRY_SCREENS.find((candidate) => candidate.route === route);
      return screen && { remote: screen.remote, module: screen.module };
    };
    expect(pageOf('search')).toEqual({ remote: 'catalog', module: 'SearchPage' });
    expect(pageOf('login')).toEqual({ remote: 'account', module: 'LoginPage' });
    expect(pageOf('administration')).toEqual({ remote: 'staff', module: 'AdministrationPage' });
    for (const screen of ENTRY_SCREENS) expect(ROUTE_TABLE.routes).toContainEqual(expect.objectContaining({ path: screen.route, remote: screen.remote, module: screen.module }));
    expect(ENTRY_SCREENS.map((screen) => screen.route)).toContain(DEFAULT_ROUTE);
  });
});

describe('the boot data', () => {
  it('cannot close its element or open a comment, whatever the configuration says', () => {
    const json = JSON.stringify({ name: '</script><script>alert(1)</script><!--' });
    const safe = scriptSafeJson(json);
    expect(safe).not.toMatch(/</);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
    const html = renderShellDocument('<html><head><title>x</title></head><body></body></html>', [], json);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(bootOf(html)).toEqual(JSON.parse(json));
  });

  it('follows the language cookie when that language is listed, else English (no cookie: English)', () => {
    const translations = { resolve: (cookie: string | null | undefined) => languageKey(cookie, ['en', 'de', 'ar']) ?? 'en' };
    expect(documentLanguage(undefined, translations)).toBe('en');
    expect(documentLanguage('token=abc; language=de', translations)).toBe('de');
    expect(documentLanguage('language=de_DE', translations)).toBe('de');
    expect(documentLanguage('language=ar_SA', translations)).toBe('ar');
    expect(documentLanguage('language=fr', translations)).toBe('en');
    expect(documentLanguage('language=../x', translations)).toBe('en');
  });

  it('sets <html lang dir> for the language it is rendered for', () => {
    const template = '<!doctype html><html lang="en"><head></head><body></body></html>';
    expect(renderShellDocument(template, [], '{}', 'ar')).toContain('<html lang="ar" dir="rtl">');
    expect(renderShellDocument(template, [], '{}', 'pt_BR')).toContain('<html lang="pt-BR" dir="ltr">');
  });
});

describe('the shell document', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  it('holds the configuration, version, remotes and the language bundles the shell would fetch', async () => {
    const manifest = (await shop.app.inject({ method: 'GET', url: '/remotes.json' })).json() as Record<string, string>;
    const boot = JSON.parse(bootJson(shop.ctx, 'de', { remotes: manifest })) as Boot;
    const configuration = (await shop.app.inject({ method: 'GET', url: '/rest/admin/application-configuration' })).json();
    expect(boot.config).toEqual(configuration.config);
    expect(boot.config.ctf.key).toBeUndefined();
    expect(boot.version).toBe((await shop.app.inject({ method: 'GET', url: '/rest/admin/application-version' })).json().version);
    expect(boot.remotes).toEqual(manifest);
    expect(Object.keys(manifest).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(boot.language).toBe('de');
    expect(boot.translations.de).toEqual((await shop.app.inject({ method: 'GET', url: '/assets/i18n/de.json' })).json());
    expect(boot.translations.en).toEqual((await shop.app.inject({ method: 'GET', url: '/assets/i18n/en.json' })).json());
    expect(Object.keys((JSON.parse(bootJson(shop.ctx, 'en')) as Boot).translations)).toEqual(['en']);
  });

  // Needs a shell built with its preload manifest (an older build has index.html but no preload.json).
  const shellBuilt = ['index.html', 'preload.json'].every((file) => fs.existsSync(path.join(REPO_ROOT, 'shell', 'dist', file)));
  (shellBuilt ? it : it.skip)('is served rendered, compressed, revalidated by ETag, per language, with the loosened policy', async () => {
    const get = (headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url: '/', headers });
    const english = await get({ 'accept-encoding': 'br' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers['content-encoding']).toBe('br');
    expect(String(english.headers.vary)).toMatch(/cookie/i);
    expect(String(english.headers['content-security-policy'])).toContain("'unsafe-inline'");
    const html = zlib.brotliDecompressSync(english.rawPayload).toString('utf8');
    expect(html).toMatch(/<script defer="defer" src="main\.[0-9a-f]{8}\.js"><\/script>/);
    expect(html).toMatch(/<link rel="preload" as="script" href="bootstrap\.[0-9a-f]{8}\.js">/);
    // The route-dependent preloads are the script's: the search data among them, but no link of its own.
    expect(html).toMatch(/<script id="pulp-preloads">[^<]*"\/rest\/products\/search"/);
    expect(html).not.toContain('as="fetch"');
    expect(bootOf(html).language).toBe('en');
    // The manifest in the document is the registry's, as remotes.json serves it.
    expect(bootOf(html).remotes).toEqual((await shop.app.inject({ method: 'GET', url: '/remotes.json' })).json());
    for (const href of [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1])) {
      expect([href, (await shop.app.inject({ method: 'GET', url: `/${href}` })).statusCode]).toEqual([href, 200]);
    }

    const revalidated = await get({ 'accept-encoding': 'br', 'if-none-match': String(english.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    const german = await get({ cookie: 'language=de', 'if-none-match': String(english.headers.etag) });
    expect(german.statusCode).toBe(200);
    expect(bootOf(german.body).language).toBe('de');
    expect((await shop.app.inject({ method: 'GET', url: '/index.html' })).body).toBe((await get()).body);
  });
});
