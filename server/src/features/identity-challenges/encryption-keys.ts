import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml, htmlPage, requestLanguage } from '../../http/html-page';

export const PUBLIC_KEY_FILE = 'jwt.pub';

/**
 * The public half of the token signing key, published so that partners can check the shop's
 * tokens. Publishing it is right; what the legacy token check does with it is not (Forged
 * Signed JWT).
 */
export function registerEncryptionKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/encryptionkeys', async (request, reply) => {
    const link = `<a href="/encryptionkeys/${PUBLIC_KEY_FILE}">${escapeHtml(PUBLIC_KEY_FILE)}</a>`;
    const body = `<header>${escapeHtml(ctx.config.application.name)}</header><main><div class="card"><h1>/encryptionkeys</h1><ul><li>${link}</li></ul></div></main>`;
    reply.type('text/html; charset=utf-8');
    return htmlPage({ language: requestLanguage(ctx, request), title: 'encryptionkeys', body });
  });

  app.get(`/encryptionkeys/${PUBLIC_KEY_FILE}`, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return ctx.tokens.publicKey;
  });
}
