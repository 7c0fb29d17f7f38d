import type { FastifyInstance } from 'fastify';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { openApiDocument } from './openapi';

/** Where the API's documentation lives: the page at /api-docs/, the document at /api-docs/openapi.json. */
export const API_DOCS_PREFIX = '/api-docs';

/**
 * The longest address the page's routes take. Swagger UI's redirect from static/index.html to the
 * page repeats the whole address in its Location header, and HTTP clients (Node's among them)
 * refuse an answer whose headers pass 16 KB: a longer address gets a 414 instead.
 */
const ADDRESS_MAX = 2000;

/**
 * The API's documentation, for QA and trainees: the OpenAPI document generated from the contract
 * (openapi.ts) at GET /api-docs/openapi.json, and Swagger UI's page at GET /api-docs/, which reads
 * the same document (at /api-docs/json, its own address) and can send requests to the shop. Both
 * are libraries' own: @fastify/swagger holds the document (static mode), @fastify/swagger-ui
 * serves the page and its files. The page is served under the shop's own security headers: its
 * scripts and styles are files of the shop (no inline script), and no validator badge is fetched
 * from elsewhere.
 */
export async function registerApiDocRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const document = openApiDocument(ctx.version, ctx.config.challenges.hardened);
  // OpenAPI 3.1's schemas are JSON Schema 2020-12, which the plugin's OpenAPI 3.0 types do not describe.
  await app.register(swagger, { mode: 'static', specification: { document: document as unknown as StaticDocumentSpec['document'] } });
  const ui: FastifySwaggerUiOptions = {
    routePrefix: API_DOCS_PREFIX,
    theme: { title: 'Pulp API' },
    // Operations listed by feature, their details folded until opened.
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
    uiHooks: {
      onRequest: async (request) => {
        if (request.url.length > ADDRESS_MAX) throw new HttpError(414, `This address is too long. Open ${API_DOCS_PREFIX}/ for the API's documentation.`);
      },
    },
  };
  await app.register(swaggerUi, ui);
  app.get(`${API_DOCS_PREFIX}/openapi.json`, async () => app.swagger());
}
