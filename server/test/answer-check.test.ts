import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { products } from '@pulp/shared/contract';
import type { Shop } from '../src/app';
import { installAnswerCheck, type CheckedAnswer } from '../src/http/answer-check';
import { settingsFromEnv } from '../src/config/settings';
import { buildCheckedShop, checkAnswer, describeMisfits, offContract, takeMisfits } from './contract-answers';
import { DEMO } from './helpers';

describe('the check of answers against the contract', () => {
  it('names the endpoint, the place and valibot\'s message of an answer that does not fit', async () => {
    const app = Fastify();
    const checked: CheckedAnswer[] = [];
    installAnswerCheck(app, (answer) => checked.push(answer));
    // A route that says it serves GET /api/Products but answers with a product of the wrong shape.
    app.get('/api/Products', { config: { contract: 'GET /api/Products' } }, async () => ({ status: 'success', data: [{ id: 'one', name: 'Mango' }] }));
    app.get('/api/Products/:id', { config: { contract: 'GET /api/Products/:id' } }, async (_request, reply) => reply.code(404).send({ status: 'error', error: 'Not found.' }));
    await app.inject({ method: 'GET', url: '/api/Products' });
    await app.inject({ method: 'GET', url: '/api/Products/7' });
    await app.close();
    expect(checked).toHaveLength(1);
    expect(checked[0]).toMatchObject({ endpoint: 'GET /api/Products', url: '/api/Products', status: 200 });
    expect(checked[0].issues).toEqual(
      expect.arrayContaining([
        { path: 'data.0.id', message: 'Invalid type: Expected number but received "one"' },
        { path: 'data.0.price', message: 'Invalid key: Expected "price" but received undefined' },
      ]),
    );
    expect(describeMisfits(checked)).toContain('- GET /api/Products (/api/Products answered 200) — data.0.id: Invalid type: Expected number but received "one"');
  });

  it("excuses the answers a deliberate flaw shapes, only while the flaw's requests run", async () => {
    const app = Fastify();
    installAnswerCheck(app, checkAnswer);
    app.get('/api/Products', { config: { contract: 'GET /api/Products' } }, async () => ({ status: 'success', data: [{ id: 'one' }] }));
    await offContract('a misshapen answer, on purpose', () => app.inject({ method: 'GET', url: '/api/Products' }));
    expect(takeMisfits()).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/Products' });
    await app.close();
    // Taken here, so that this test itself does not fail on it.
    expect(takeMisfits().map(({ endpoint }) => endpoint)).toEqual(['GET /api/Products']);
  });

  describe('in a test shop', () => {
    let shop: Shop;
    let dataDir: string;
    const checked: CheckedAnswer[] = [];
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-answer-check-'));
      shop = await buildCheckedShop(settingsFromEnv({ PULP_DATA_DIR: dataDir, PORT: '0' }), { checkAnswers: (answer) => checked.push(answer) });
    });
    afterAll(async () => {
      await shop.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    beforeEach(() => checked.splice(0));

    it('checks 2xx JSON answers of contract routes, compressed ones too', async () => {
      const plain = await shop.app.inject({ method: 'GET', url: '/api/Products' });
      const compressed = await shop.app.inject({ method: 'GET', url: '/api/Products', headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(checked.map(({ endpoint, status, issues }) => ({ endpoint, status, issues }))).toEqual([
        { endpoint: `GET ${products.list.path}`, status: 200, issues: [] },
        { endpoint: `GET ${products.list.path}`, status: 200, issues: [] },
      ]);
    });

    it('leaves refusals, pages and scripts alone', async () => {
      expect((await shop.app.inject({ method: 'GET', url: '/api/Cards' })).statusCode).toBe(401);
      expect((await shop.app.inject({ method: 'GET', url: '/ftp' })).statusCode).toBe(200);
      const login = await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: DEMO });
      const jsonp = await shop.app.inject({ method: 'GET', url: '/rest/user/whoami?callback=show', headers: { authorization: `Bearer ${login.json().authentication.token}` } });
      expect(jsonp.headers['content-type']).toMatch(/^application\/javascript/);
      expect(checked.map(({ endpoint }) => endpoint)).toEqual(['POST /rest/user/login']);
    });
  });
});
