import fs from 'node:fs';
import path from 'node:path';
import { startTestShop, type TestShop } from './helpers';
import { REPO_ROOT } from '../src/config/settings';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(() => shop.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{8}\.js$/;

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

// Needs the front ends built (the shell's preload manifest and a catalog build).
const built = fs.existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'preload.json')) && fs.existsSync(path.join(REPO_ROOT, 'mf-catalog', 'dist', 'latest.json'));

describe('caching of the front ends', () => {
  (built ? it : it.skip)('keeps content-hashed files for good, precompressed or not, and revalidates files whose names stay', async () => {
    const html = (await get('/')).body;
    const scripts = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => `/${match[1]}`);
    const catalog = String((await get('/remotes.json')).json().catalog);
    const catalogFolder = catalog.slice(0, catalog.lastIndexOf('/') + 1);
    const catalogFiles = (JSON.parse(/"search":\{"scripts":(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[]).map((file) => `/${file}`);
    expect(catalogFiles).toContain(`/${catalog}`);

    const answers = [];
    for (const url of [...scripts, ...catalogFiles]) {
      const answer = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect([url, answer.statusCode]).toEqual([url, 200]);
      answers.push({ url, hashed: HASHED.test(url), cacheControl: answer.headers['cache-control'], encoding: answer.headers['content-encoding'] });
    }
    for (const answer of answers) expect([answer.url, answer.cacheControl]).toEqual([answer.url, answer.hashed ? IMMUTABLE : 'no-cache']);
    // The case that matters: a hashed file sent as its brotli copy.
    expect(answers.filter((answer) => answer.hashed && answer.encoding === 'br').length).toBeGreaterThan(0);
    // The one name that stays across builds is the catalog's entry; the shell's is hashed (the document names it).
    expect(answers.filter((answer) => !answer.hashed).map((answer) => answer.url)).toEqual([`/${catalog}`]);
    expect(scripts[0]).toMatch(/^\/main\.[0-9a-f]{8}\.js$/);
    expect(catalogFiles.every((url) => url.startsWith(`/${catalogFolder}`))).toBe(true);

    // The document, the manifest and a remote's unversioned entry are revalidated too.
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/mf/catalog/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });
});
