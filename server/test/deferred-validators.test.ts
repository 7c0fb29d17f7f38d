import Fastify from 'fastify';
import { compileDeferredValidators, contractValidators } from '../src/http/contract';

/** A Fastify app with the shop's validator factory and one route whose query needs Ajv. */
async function appWithQueryRoute() {
  const app = Fastify({ ajv: { customOptions: { coerceTypes: 'array' } }, schemaController: { compilersFactory: { buildValidator: contractValidators() } } });
  app.get<{ Querystring: { page: number } }>(
    '/items',
    { schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } }, required: ['page'] } } },
    async (request) => ({ page: request.query.page }),
  );
  await app.ready();
  return app;
}

describe('route validators compiled after start', () => {
  it('check and coerce on a route’s first call, and refuse with Ajv’s message', async () => {
    const app = await appWithQueryRoute();
    const bad = await app.inject({ method: 'GET', url: '/items?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/querystring\/page must be >= 1/);
    const good = await app.inject({ method: 'GET', url: '/items?page=3' });
    expect(good.json()).toEqual({ page: 3 });
    await app.close();
  });

  it('are all compiled by compileDeferredValidators, and still check afterwards', async () => {
    const app = await appWithQueryRoute();
    await compileDeferredValidators(1);
    expect((await app.inject({ method: 'GET', url: '/items' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/items?page=2' })).json()).toEqual({ page: 2 });
    await app.close();
  });
});
