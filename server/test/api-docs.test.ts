import SwaggerParser from '@apidevtools/swagger-parser';
import { listEndpoints } from '@pulp/shared/contract';
import { openApiPath, type OpenApiDocument } from '../src/features/api-docs/openapi';
import { startTestShop, type TestShop } from './helpers';

type Operation = OpenApiDocument['paths'][string][string];

describe('the API documentation', () => {
  let shop: TestShop;
  let document: OpenApiDocument;
  beforeAll(async () => {
    shop = await startTestShop();
    const answer = await shop.app.inject({ method: 'GET', url: '/api-docs/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    document = answer.json();
  });
  afterAll(() => shop.close());

  const operation = (method: string, path: string): Operation => document.paths[path]?.[method];

  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.version).toBe(shop.ctx.version);
    // The validator resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('refuses a broken document (the validation above can fail)', async () => {
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, { responses: unknown }>> };
    broken.paths['/api/Cards'].get.responses = 'none';
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow(/responses/);
  });

  it('lists every endpoint of the contract with its method, feature and answer', () => {
    const listed = listEndpoints();
    expect(listed.length).toBeGreaterThan(100);
    const missing = listed.filter(({ endpoint }) => !operation(endpoint.method.toLowerCase(), openApiPath(endpoint.path)));
    expect(missing.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    for (const { feature, name, endpoint } of listed) {
      const documented = operation(endpoint.method.toLowerCase(), openApiPath(endpoint.path));
      expect({ endpoint: `${endpoint.method} ${endpoint.path}`, operationId: documented.operationId, tags: documented.tags, answer: Boolean(documented.responses['200'].content) }).toEqual({
        endpoint: `${endpoint.method} ${endpoint.path}`,
        operationId: `${feature}.${name}`,
        tags: [feature],
        answer: endpoint.response !== undefined,
      });
    }
    expect(document.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['addresses', 'basket', 'challenges', 'web3']));
    // Nothing else: every operation comes from the contract.
    expect(Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0)).toBe(listed.length);
  });

  it('writes paths with {param}, and takes path and query parameters from the contract', () => {
    expect(Object.keys(document.paths).filter((path) => path.includes(':'))).toEqual([]);
    expect(operation('put', '/rest/basket/{id}/coupon/{coupon}').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
      { name: 'coupon', in: 'path', required: true, schema: { type: 'string', minLength: 10, maxLength: 10 } },
    ]);
    expect(operation('get', '/ftp/order_{orderId}.pdf').parameters?.map((parameter) => parameter.name)).toEqual(['orderId']);
    expect(operation('get', '/rest/products/search').parameters).toEqual([{ name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 200 } }]);
    expect(operation('get', '/rest/user/change-password').parameters?.map(({ name, required }) => [name, required])).toEqual([
      ['current', false],
      ['new', true],
      ['repeat', true],
    ]);
  });

  it('describes request bodies as JSON, form posts and multipart uploads, and answers from the response schemas', () => {
    const address = operation('post', '/api/Addresss');
    expect(address.requestBody?.required).toBe(true);
    expect(address.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['country', 'fullName', 'mobileNum']) });
    expect(address.responses['200'].content?.['application/json'].schema).toMatchObject({ type: 'object', properties: { data: { type: 'object', required: expect.arrayContaining(['id', 'zipCode']) } } });
    expect(Object.keys(operation('post', '/oauth-stub/authorize').requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(operation('post', '/file-upload').requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    // The trainer's reset takes no body at all, or a scope.
    expect(operation('post', '/rest/admin/reset').requestBody?.required).toBe(false);
    expect(operation('get', '/redirect').responses['200'].content).toBeUndefined();
    expect(operation('get', '/api/Cards').responses.default.content?.['application/json'].schema).toMatchObject({ properties: { status: { const: 'error' }, error: { type: 'string' } } });
  });

  it('serves the page under the shop\'s own security headers, with its scripts as files of the shop', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>/);
    const shopPage = await shop.app.inject({ method: 'GET', url: '/ftp' });
    for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']) {
      expect({ header, value: page.headers[header] }).toEqual({ header, value: shopPage.headers[header] });
    }
    const script = await shop.app.inject({ method: 'GET', url: '/api-docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    // The page reads the same document.
    expect(script.body).toContain("resolveUrl('./json')");
    expect((await shop.app.inject({ method: 'GET', url: '/api-docs/json' })).json()).toEqual(document);
  });

  it('refuses an address too long to repeat in a redirect, instead of a Location header clients cannot read', async () => {
    const redirect = await shop.app.inject({ method: 'GET', url: '/api-docs/static/index.html' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/api-docs/');
    const long = await shop.app.inject({ method: 'GET', url: `/api-docs/static/index.html?q=${'a'.repeat(16_000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.headers.location).toBeUndefined();
    expect(long.json().error).toBe('This address is too long. Open /api-docs/ for the API\'s documentation.');
  });
});

describe('the API documentation of a hardened shop', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ PULP_CONFIG: 'hardened' });
  });
  afterAll(() => shop.close());

  it('documents the strict schema of a hardened spot, as that shop checks it', async () => {
    const document: OpenApiDocument = (await shop.app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json();
    const edit = document.paths['/rest/products/reviews'].patch.requestBody?.content['application/json'].schema as { properties: { id: { $ref: string } } };
    const id = document.components.schemas[edit.properties.id.$ref.replace('#/components/schemas/', '')];
    // noSqlReviewsChallenge: a review id only, no operator object.
    expect(id).toEqual({ type: 'string', pattern: '^[0-9a-f]{24}$' });
  });
});
