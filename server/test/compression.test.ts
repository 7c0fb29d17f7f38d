import zlib from 'node:zlib';
import { ACCOUNTANT, startTestShop, type TestShop } from './helpers';
import { negotiateEncoding } from '../src/http/encoded-body';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(() => shop.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

/** The body of a response decoded as its Content-Encoding says. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

describe('compression of API JSON', () => {
  it('sends the product list as brotli when accepted, with the same JSON as uncompressed', async () => {
    const plain = await get('/rest/products/search');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/rest/products/search', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const response = await get('/api/Quantitys/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(response)).data.length).toBeGreaterThan(0);
  });

  it('leaves answers below the threshold alone', async () => {
    const response = await get('/rest/admin/application-version', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().version).toEqual(expect.any(String));
  });

  it('keeps error answers readable and compressed alike', async () => {
    const response = await get('/api/Products/999999', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(() => JSON.parse(decoded(response))).not.toThrow();
  });
});

describe('search answers', () => {
  it('are compressed once per query until a product changes, with a validator: a current copy costs a 304', async () => {
    const first = await get('/rest/products/search?q=juice', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get('/rest/products/search?q=juice', { 'accept-encoding': 'br' });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(JSON.parse(decoded(again))).toEqual((await get('/rest/products/search?q=juice')).json());
    const current = await get('/rest/products/search?q=juice', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
    // Another query is another answer, with its own validator.
    const other = await get('/rest/products/search?q=lemon', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(JSON.parse(decoded(other)).data.every((product: { name: string; description: string }) => `${product.name} ${product.description}`.toLowerCase().includes('lemon'))).toBe(true);
  });

  it('change when a product does: the old validator gets the new answer', async () => {
    const before = await get('/rest/products/search?q=', { 'accept-encoding': 'br' });
    const products = JSON.parse(decoded(before)).data as { id: number; price: number }[];
    const { headers } = await shop.login(ACCOUNTANT.email, ACCOUNTANT.password);
    const edit = await shop.app.inject({ method: 'PUT', url: `/api/Products/${products[0].id}`, headers, payload: { price: products[0].price + 1 } });
    expect(edit.statusCode).toBe(200);
    const after = await get('/rest/products/search?q=', { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(JSON.parse(decoded(after)).data[0].price).toBe(products[0].price + 1);
  });
});

describe('language files', () => {
  it('go out compressed with a validator, and a current copy costs a 304 without a body', async () => {
    const plain = await get('/assets/i18n/en.json');
    const english = plain.json() as Record<string, string>;
    expect(Object.keys(english).length).toBeGreaterThan(100);
    const br = await get('/assets/i18n/en.json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(br))).toEqual(english);
    const gzip = await get('/assets/i18n/en.json', { 'accept-encoding': 'gzip' });
    expect(JSON.parse(decoded(gzip))).toEqual(english);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/assets/i18n/en.json', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const german = await get('/assets/i18n/de.json', { 'if-none-match': etag });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(etag);
  });

  it('serves the best compression once it is ready, under the same validator', async () => {
    const first = await get('/assets/i18n/de.json', { 'accept-encoding': 'br' });
    // The best compression is made in the background: asked again until it is there (or 10 s passed).
    let later = first;
    for (const deadline = Date.now() + 10_000; later.rawPayload.length >= first.rawPayload.length && Date.now() < deadline; ) {
      await new Promise((resolve) => setImmediate(resolve));
      later = await get('/assets/i18n/de.json', { 'accept-encoding': 'br' });
    }
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(decoded(later)).toBe(decoded(first));
  });

  it('still answers 404 for an unknown language', async () => {
    expect((await get('/assets/i18n/xx.json', { 'accept-encoding': 'br' })).statusCode).toBe(404);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
