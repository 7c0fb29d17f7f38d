import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestShop, type TestShop } from './helpers';
import { REPO_ROOT } from '../src/config/settings';
import { bootJson, documentLanguage, preloadLinks, renderShellDocument, scriptSafeJson } from '../src/features/hosting/shell-document';

const SHELL = { entry: ['bootstrap.1234abcd.js', '318.733c9b2a.js'], provides: { react: ['7923.87078c71.js'], '@pulp/shared/ui-data': ['2378.7e7c57dd.js', '7923.87078c71.js'] } };
const CATALOG = { exposes: { SearchPage: { files: ['991.649f9ec0.js'], consumes: ['react', '@pulp/shared/ui-data'] } } };

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

describe('preloadLinks', () => {
  it('lists main.js, the bootstrap files, the catalog entry, its search page and the shared modules it needs, once each', () => {
    const links = preloadLinks(SHELL, CATALOG, 'mf/catalog/remoteEntry.js');
    const scripts = links.filter((link) => link.includes('as="script"')).map((link) => /href="([^"]+)"/.exec(link)?.[1]);
    expect(scripts).toEqual(['main.js', 'bootstrap.1234abcd.js', '318.733c9b2a.js', 'mf/catalog/remoteEntry.js', 'mf/catalog/991.649f9ec0.js', '7923.87078c71.js', '2378.7e7c57dd.js']);
  });

  it('preloads the search page data as fetches in the mode fetch() uses', () => {
    const fetches = preloadLinks(SHELL, CATALOG, 'mf/catalog/remoteEntry.js').filter((link) => link.includes('as="fetch"'));
    expect(fetches).toEqual([
      '<link rel="preload" as="fetch" href="/rest/products/search" crossorigin="anonymous">',
      '<link rel="preload" as="fetch" href="/api/Quantitys/" crossorigin="anonymous">',
    ]);
  });

  it('leaves out a remote served from another origin, and works without manifests', () => {
    const links = preloadLinks(SHELL, CATALOG, 'https://cdn.example.org/catalog/remoteEntry.js').join('');
    expect(links).not.toContain('cdn.example.org');
    expect(links).not.toContain('991.649f9ec0.js');
    expect(preloadLinks(null, null, undefined).filter((link) => link.includes('as="script"'))).toEqual(['<link rel="preload" as="script" href="main.js">']);
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

  it('follows the language cookie when that language is translated, else English (no cookie: English)', () => {
    const translated = (name: string) => ['en', 'de'].includes(name);
    expect(documentLanguage(undefined, translated)).toBe('en');
    expect(documentLanguage('token=abc; language=de', translated)).toBe('de');
    expect(documentLanguage('language=fr', translated)).toBe('en');
    expect(documentLanguage('language=../x', translated)).toBe('en');
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
    expect(Object.keys(manifest).sort()).toEqual(['account', 'catalog', 'checkout', 'scoreboard', 'staff']);
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
    expect(html).toContain('<script defer="defer" src="main.js"></script>');
    expect(html).toMatch(/<link rel="preload" as="script" href="bootstrap\.[0-9a-f]{8}\.js">/);
    expect(html).toContain('<link rel="preload" as="fetch" href="/rest/products/search" crossorigin="anonymous">');
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
