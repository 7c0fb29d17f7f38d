import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireRole } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { escapeHtml, htmlPage, requestLanguage, translator } from '../../http/html-page';
import { solve } from '../challenges/solve';
import { finePrintPaths } from './fine-print';

/**
 * The words of the privacy policy that glow when hovered, joined into a path: one per
 * language the policy is written in (fine-print.ts reads them from the translation files).
 */
export const FINE_PRINT_PATHS = finePrintPaths();

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function registerPrivacyProofRoutes(app: FastifyInstance, ctx: AppContext): void {
  const finePrint = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = safeDecode(request.url.split('?')[0]).toLowerCase().replace(/\/+$/, '');
    if (!FINE_PRINT_PATHS.includes(path)) throw notFound(`No route for GET ${request.url.split('?')[0]}`);
    solve(ctx, 'privacyPolicyProofChallenge');
    const language = requestLanguage(ctx, request);
    const t = translator(ctx, language);
    const body = `<header><a href="/">${escapeHtml(ctx.config.application.name)}</a></header>
<main><div class="card"><h1>${escapeHtml(t('FINE_PRINT_TITLE'))}</h1><p>${escapeHtml(t('FINE_PRINT_TEXT'))}</p>
<a class="button" href="/#/privacy-security/privacy-policy">${escapeHtml(t('FINE_PRINT_BACK'))}</a></div></main>`;
    reply.type('text/html; charset=utf-8');
    return htmlPage({ language, title: t('FINE_PRINT_TITLE'), body });
  };
  // The words are matched URL-decoded and whatever their case (German capitalises nouns);
  // a route per first word, so a word in any script (私, نحن) is a route of its own.
  const firstSegments = [...new Set(FINE_PRINT_PATHS.map((path) => path.split('/')[1]))];
  for (const first of firstSegments) {
    // vuln: privacyPolicyProofChallenge — a "secret" page whose address is spelled out in the markup of a public one.
    if (isHardened(ctx, 'privacyPolicyProofChallenge')) {
      app.get(`/${first}/*`, { onRequest: async (request) => void requireRole(ctx, request, 'admin') }, finePrint);
    } else {
      app.get(`/${first}/*`, finePrint);
    }
  }
}
