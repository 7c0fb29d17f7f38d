import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { links } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { escapeHtml, htmlPage, requestLanguage, translator } from '../../http/html-page';
import { serve } from '../../http/contract';
import { sentFromAnotherSite } from '../../http/origins';
import { findUserById, setProfileImage, setUsername, type UserRow } from '../users/repository';
import { solve, solveIf } from '../challenges/solve';
import { registerProfileImageLink } from './image-link';
import { filterUsername } from './legacy-filter';
import { PICTURE_ADDRESS, profilePolicy } from './legacy-policy';
import { allowsInlineScripts, holdsScriptAlert } from './challenges';
import { renderLegacyTemplate, TemplateError, type Rendered } from './legacy-template';
import { malwareRunOf, registerQuarantine } from './quarantine';

const DEFAULT_PICTURE = '/assets/public/images/uploads/default.svg';

/** Pictures the shop itself serves, shown as they are; anything else is the default picture. */
const ownImage = (path: string) => (/^\/?assets\/public\/images\/uploads\/[\w.-]+$/.test(path) ? `/${path.replace(/^\//, '')}` : DEFAULT_PICTURE);

/** A picture from another site that the customer gave on this page (shown without a copy). */
const pictureAddress = (user: UserRow) => (PICTURE_ADDRESS.test(user.profileImage) ? user.profileImage : null);

type Notice = { kind: 'confirmation' | 'error'; text: string } | null;

/**
 * The user profile: a legacy server-rendered page (the account menu opens ./profile with a full
 * page load, so the session arrives in the token cookie) with its own small form for the
 * username and a picture from another site.
 */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerProfileImageLink(app, ctx);
  registerQuarantine(app);

  /** The username as the page's template language shows it. */
  function shownUsername(user: UserRow, t: ReturnType<typeof translator>): Rendered {
    if (!user.username) return { html: '—', commands: [] };
    try {
      // vuln: sstiChallenge — the username is pasted into the template's source, so the #{…} in
      // it are evaluated. Confined: the interpreter runs no JavaScript and its "process" and
      // "child_process" are decoys that only write down what they are asked to run.
      return isHardened(ctx, 'sstiChallenge')
        ? renderLegacyTemplate('#{username}', { application: ctx.config.application.name, username: user.username })
        : renderLegacyTemplate(user.username, { application: ctx.config.application.name });
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      return { html: escapeHtml(t('PROFILE_TEMPLATE_ERROR', { error: error.message })), commands: [] };
    }
  }

  /** A command that would fetch and run the quarantined sample: the shop fetches it from itself (nothing runs). */
  async function noticeMalware(commands: string[]): Promise<void> {
    for (const command of commands) {
      const path = malwareRunOf(command);
      if (path && (await app.inject({ method: 'GET', url: path })).statusCode === 200) solve(ctx, 'sstiChallenge');
    }
  }

  async function profilePage(request: FastifyRequest, reply: FastifyReply, notice: Notice = null): Promise<string> {
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
    const picture = pictureAddress(user);
    const policy = profilePolicy(ctx.config, picture);
    reply.header('Content-Security-Policy', policy);
    const username = shownUsername(user, t);
    solveIf(ctx, 'usernameXssChallenge', () => holdsScriptAlert(username.html) && allowsInlineScripts(policy));
    await noticeMalware(username.commands);
    const message = notice ? `<p class="${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>` : '';
    return htmlPage({
      language,
      title: t('TITLE_PROFILE'),
      body: `${header}
<main><div class="card" id="profile">
<img class="avatar" src="${escapeHtml(picture ?? ownImage(user.profileImage))}" alt="${escapeHtml(t('PROFILE_IMAGE'))}">
<h1>${escapeHtml(t('TITLE_PROFILE'))}</h1>
${message}
<dl>
<dt>${escapeHtml(t('LABEL_EMAIL'))}</dt><dd id="email" dir="auto">${escapeHtml(user.email)}</dd>
<dt>${escapeHtml(t('LABEL_USERNAME'))}</dt><dd id="username" dir="auto">${username.html}</dd>
</dl>
<form method="post" action="/profile" id="profile-form">
<label for="usernameInput">${escapeHtml(t('LABEL_USERNAME'))}</label>
<input id="usernameInput" name="username" maxlength="300" autocomplete="nickname" dir="auto" value="${escapeHtml(user.username)}">
<label for="pictureInput">${escapeHtml(t('PROFILE_PICTURE_ADDRESS'))}</label>
<input id="pictureInput" name="picture" maxlength="500" inputmode="url" autocomplete="photo" placeholder="https://…" aria-describedby="pictureHint" value="${escapeHtml(picture ?? '')}">
<p id="pictureHint">${escapeHtml(t('PROFILE_PICTURE_ADDRESS_HINT'))}</p>
<button type="submit" id="submitButton">${escapeHtml(t('BTN_SAVE_PROFILE'))}</button>
<a class="button secondary" href="/#/search">${escapeHtml(t('BACK_TO_SHOP'))}</a>
</form>
</div></main>`,
    });
  }

  app.get('/profile', async (request, reply) => profilePage(request, reply));

  // Form posts are parsed only inside this scope, and only for the page's own form.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    serve(scope, links.profileUpdate, async (request, reply) => {
      const t = translator(ctx, requestLanguage(ctx, request));
      const caller = currentUser(ctx, request);
      if (!caller) return profilePage(request, reply);
      // The session comes from a cookie: a form sent from another site is refused.
      if (sentFromAnotherSite(request.headers)) {
        reply.status(403);
        return profilePage(request, reply, { kind: 'error', text: t('UNAUTHORIZED_ACCESS_ERROR') });
      }
      const picture = (request.body.picture ?? '').trim();
      if (picture && !PICTURE_ADDRESS.test(picture)) {
        reply.status(400);
        return profilePage(request, reply, { kind: 'error', text: t('PROFILE_PICTURE_ADDRESS_INVALID') });
      }
      setUsername(ctx.db, caller.id, filterUsername(request.body.username.trim(), ctx.config));
      const user = findUserById(ctx.db, caller.id);
      // An empty address takes back a picture from another site; a copy the shop keeps stays.
      if (picture) setProfileImage(ctx.db, caller.id, picture);
      else if (user && pictureAddress(user)) setProfileImage(ctx.db, caller.id, DEFAULT_PICTURE);
      return profilePage(request, reply, { kind: 'confirmation', text: t('PROFILE_SAVED') });
    });
  });
}
