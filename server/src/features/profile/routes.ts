import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/guard';
import { escapeHtml, htmlPage, requestLanguage, translator } from '../../http/html-page';
import { findUserById } from '../users/repository';
import { registerProfileImageLink } from './image-link';

/** Only pictures the shop itself serves are shown as a profile picture. */
const ownImage = (path: string) => (/^\/?assets\/public\/images\/uploads\/[\w.-]+$/.test(path) ? `/${path.replace(/^\//, '')}` : '/assets/public/images/uploads/default.svg');

/**
 * The user profile: a server-rendered page (the account menu opens ./profile with a full
 * page load, so the session arrives in the token cookie).
 */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerProfileImageLink(app, ctx);
  app.get('/profile', async (request, reply) => {
    const language = requestLanguage(ctx, request);
    const t = translator(ctx, language);
    const caller = currentUser(ctx, request);
    const user = caller ? findUserById(ctx.db, caller.id) : undefined;
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    const header = `<header><a href="/#/search">${escapeHtml(ctx.config.application.name)}</a></header>`;
    if (!user) {
      reply.status(401);
      return htmlPage({
        language,
        title: t('TITLE_PROFILE'),
        body: `${header}<main><div class="card"><h1>${escapeHtml(t('TITLE_PROFILE'))}</h1><p class="error">${escapeHtml(t('UNAUTHORIZED_ACCESS_ERROR'))}</p><a class="button" href="/#/login">${escapeHtml(t('TITLE_LOGIN'))}</a></div></main>`,
      });
    }
    return htmlPage({
      language,
      title: t('TITLE_PROFILE'),
      body: `${header}
<main><div class="card" id="profile">
<img class="avatar" src="${escapeHtml(ownImage(user.profileImage))}" alt="${escapeHtml(t('PROFILE_IMAGE'))}">
<h1>${escapeHtml(t('TITLE_PROFILE'))}</h1>
<dl>
<dt>${escapeHtml(t('LABEL_EMAIL'))}</dt><dd id="email">${escapeHtml(user.email)}</dd>
<dt>${escapeHtml(t('LABEL_USERNAME'))}</dt><dd id="username">${escapeHtml(user.username || '—')}</dd>
</dl>
<a class="button" href="/#/search">${escapeHtml(t('BACK_TO_SHOP'))}</a>
</div></main>`,
    });
  });
}
