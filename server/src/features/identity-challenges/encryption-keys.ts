import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { escapeHtml, htmlPage, requestLanguage } from '../../http/html-page';
import { isHardened } from '../../config/hardened';
import { PREMIUM_IV_HEX, PREMIUM_KEY_FILE, PREMIUM_KEY_HEX } from '../easter-egg/premium';
import { PUBLIC_KEY_FILE } from '../../auth/tokens';

/**
 * The public half of the token signing key, published so that partners can check the shop's
 * tokens. Publishing it is right; what the legacy token check does with it is not (Forged
 * Signed JWT). Publishing the premium content's secret key beside it is not right either
 * (Premium Paywall).
 */
export function registerEncryptionKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/encryptionkeys', async (request, reply) => {
    const files = isHardened(ctx, 'premiumPaywallChallenge') ? [PUBLIC_KEY_FILE] : [PUBLIC_KEY_FILE, PREMIUM_KEY_FILE];
    const links = files.map((file) => `<li><a href="/encryptionkeys/${file}">${escapeHtml(file)}</a></li>`).join('');
    const body = `<header>${escapeHtml(ctx.config.application.name)}</header><main><div class="card"><h1>/encryptionkeys</h1><ul>${links}</ul></div></main>`;
    reply.type('text/html; charset=utf-8');
    return htmlPage({ language: requestLanguage(ctx, request), title: 'encryptionkeys', body });
  });

  app.get(`/encryptionkeys/${PUBLIC_KEY_FILE}`, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return ctx.tokens.publicKey;
  });

  // vuln: premiumPaywallChallenge — the secret key (and IV) of the premium content's encrypted
  // address is published beside the public key, so the "encryption" keeps nobody out.
  if (isHardened(ctx, 'premiumPaywallChallenge')) {
    // A secret key is never published: only the shop itself decrypts the premium address.
  } else {
    app.get(`/encryptionkeys/${PREMIUM_KEY_FILE}`, async (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return `${PREMIUM_KEY_HEX}\n${PREMIUM_IV_HEX}\n`;
    });
  }
}
