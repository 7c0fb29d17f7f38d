import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { StaticDocumentSpec } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { AppContext } from '../../context';
import { HttpError, installErrorHandler } from '../../http/errors';
import { openApiDocument } from './openapi';
import { CONTRAST_CSS } from './contrast';

/** Where the API's documentation lives: the page at /api-docs/, the document at /api-docs/openapi.json. */
export const API_DOCS_PREFIX = '/api-docs';

/**
 * The longest address the page's routes take. Swagger UI's redirect from static/index.html to the
 * page repeats the whole address in its Location header, and HTTP clients (Node's among them)
 * refuse an answer whose headers pass 16 KB: a longer address gets a 414 instead.
 */
const ADDRESS_MAX = 2000;

/** Headers of the documentation's answers that describe the connection, not the answer: the shop sets its own. */
const CONNECTION_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * The documentation as a Fastify application of its own: @fastify/swagger holds the document
 * (static mode) and @fastify/swagger-ui serves the page, its files and the document again at
 * /api-docs/json (the address the page reads). Failures answer as the shop's do.
 */
async function documentationApp(ctx: AppContext): Promise<FastifyInstance> {
  const docs = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  installErrorHandler(docs);
  const document = openApiDocument(ctx.version, ctx.config.challenges.hardened);
  // OpenAPI 3.1's schemas are JSON Schema 2020-12, which the plugin's OpenAPI 3.0 types do not describe.
  const specification = { document: document as unknown as StaticDocumentSpec['document'] };
  await docs.register(require('@fastify/swagger') as typeof import('@fastify/swagger').default, { mode: 'static', specification });
  const ui: FastifySwaggerUiOptions = {
    routePrefix: API_DOCS_PREFIX,
    theme: { title: 'Pulp API', css: [{ filename: 'contrast.css', content: CONTRAST_CSS }] },
    // Operations listed by feature, their details folded until opened. Without the top bar (a
    // field to load other documents, and a logo without a text alternative), and without links
    // inside the operations' summary buttons (deep links), which screen readers cannot reach.
    uiConfig: { docExpansion: 'list', deepLinking: false, tryItOutEnabled: false, layout: 'BaseLayout' },
    uiHooks: {
      onRequest: async (request) => {
        if (request.url.length > ADDRESS_MAX) throw new HttpError(414, `This address is too long. Open ${API_DOCS_PREFIX}/ for the API's documentation.`);
      },
    },
  };
  await docs.register(require('@fastify/swagger-ui') as typeof import('@fastify/swagger-ui').default, ui);
  docs.get(`${API_DOCS_PREFIX}/openapi.json`, async () => docs.swagger());
  await docs.ready();
  return docs;
}

/**
 * The API's documentation, for QA and trainees: the OpenAPI document generated from the contract
 * (openapi.ts) at GET /api-docs/openapi.json, and Swagger UI's page at GET /api-docs/, which can
 * send requests to the shop. The libraries load YAML support and register a static file server
 * of their own, about 60 ms of a start (measured), so the documentation is made when it is
 * first asked for, and the shop's routes pass each request on to it (Fastify's inject). The
 * answers go out through the shop, with its security headers: the page's scripts and styles are
 * files of the shop (no inline script), and no validator badge is fetched from elsewhere.
 */
export function registerApiDocRoutes(app: FastifyInstance, ctx: AppContext): void {
  let docs: Promise<FastifyInstance> | undefined;
  const passOn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!docs) {
      docs = documentationApp(ctx);
      // A failed set-up is tried again by the next request.
      docs.catch(() => (docs = undefined));
    }
    // Always a GET: for a HEAD request the shop's own HEAD route leaves the body out and keeps its length.
    const answer = await (await docs).inject({ method: 'GET', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !CONNECTION_HEADERS.has(name)) reply.header(name, value);
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  app.get(API_DOCS_PREFIX, passOn);
  app.get(`${API_DOCS_PREFIX}/*`, passOn);
}
