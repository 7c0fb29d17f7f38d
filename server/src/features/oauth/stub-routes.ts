import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { links } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { overridePolicy } from '../../http/security-headers';
import { serve } from '../../http/contract';
import { escapeHtml, htmlPage, requestLanguage, translator } from '../../http/html-page';
import { isAuthorisedRedirect } from './redirects';
import { isOthersProviderAccount } from './provider-accounts';
import { EMAIL_PATTERN } from '@pulp/shared/contract';

/** Access tokens live an hour, like a real provider's. */
const ACCESS_TOKEN_SECONDS = 3600;
const MAX_TOKENS = 10000;

/**
 * A tiny OAuth 2.0 implicit-flow provider served by the shop itself on loopback (the
 * default configuration points external sign-in here), so the whole flow runs and is
 * tested without internet: a sign-in page, an access token in the redirect fragment,
 * and a userinfo endpoint that names the token's email.
 */
export function registerOAuthStubRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tokens = new Map<string, { email: string; expiresAt: number }>();
  const oauth = ctx.config.application.googleOauth;

  const refuse = (reply: FastifyReply, language: string, reason: string) => {
    const t = translator(ctx, language);
    reply.status(400).type('text/html; charset=utf-8');
    return htmlPage({
      language,
      title: t('OAUTH_STUB_TITLE'),
      body: `<header>${escapeHtml(t('OAUTH_STUB_PROVIDER'))}</header><main><div class="card"><h1>${escapeHtml(t('OAUTH_STUB_TITLE'))}</h1><p class="error">${escapeHtml(reason)}</p></div></main>`,
    });
  };

  const originOf = (uri: string): string[] => {
    try {
      return [new URL(uri).origin];
    } catch {
      return [];
    }
  };

  const checkClient = (clientId: string, redirectUri: string): string | null => {
    if (clientId !== oauth.clientId) return 'OAUTH_STUB_UNKNOWN_CLIENT';
    if (!isAuthorisedRedirect(ctx.config, redirectUri)) return 'OAUTH_STUB_BAD_REDIRECT';
    return null;
  };

  serve(app, links.oauthAuthorize, async (request, reply) => {
    const language = requestLanguage(ctx, request);
    const t = translator(ctx, language);
    const { client_id: clientId, response_type: responseType, redirect_uri: redirectUri } = request.query;
    const problem = responseType !== 'token' ? 'OAUTH_STUB_BAD_RESPONSE_TYPE' : checkClient(clientId, redirectUri);
    if (problem) return refuse(reply, language, t(problem));
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    // The form posts here and is then sent on to the (checked) redirect, which browsers hold to form-action too.
    overridePolicy(reply, ctx.config, { 'form-action': ["'self'", ...originOf(redirectUri)] });
    return htmlPage({
      language,
      title: t('OAUTH_STUB_TITLE'),
      body: `<header>${escapeHtml(t('OAUTH_STUB_PROVIDER'))}</header>
<main><div class="card">
<h1>${escapeHtml(t('OAUTH_STUB_TITLE'))}</h1>
<p>${escapeHtml(t('OAUTH_STUB_EXPLANATION', { application: ctx.config.application.name }))}</p>
<form method="post" action="/oauth-stub/authorize" id="oauth-stub-form">
<input type="hidden" name="client_id" value="${escapeHtml(clientId)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<label for="email">${escapeHtml(t('LABEL_EMAIL'))}</label>
<input id="email" name="email" type="email" required autocomplete="email" maxlength="320">
<button type="submit" id="oauthAllowButton">${escapeHtml(t('OAUTH_STUB_ALLOW'))}</button>
<a class="button secondary" href="${escapeHtml(redirectUri)}/#/login">${escapeHtml(t('OAUTH_STUB_CANCEL'))}</a>
</form>
</div></main>`,
    });
  });

  // Form posts are parsed only inside this scope: nowhere else does the shop accept them.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    serve(scope, links.oauthApprove, async (request, reply) => {
      const language = requestLanguage(ctx, request);
      const t = translator(ctx, language);
      const { client_id: clientId, redirect_uri: redirectUri, email } = request.body;
      const problem = checkClient(clientId, redirectUri) ?? (EMAIL_PATTERN.test(email) ? null : 'INVALID_EMAIL') ?? (isOthersProviderAccount(email) ? 'OAUTH_STUB_PROTECTED_ACCOUNT' : null);
      if (problem) return refuse(reply, language, t(problem));
      const now = Date.now();
      for (const [token, grant] of tokens) if (grant.expiresAt < now) tokens.delete(token);
      if (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, { email: email.trim(), expiresAt: now + ACCESS_TOKEN_SECONDS * 1000 });
      const fragment = new URLSearchParams({ access_token: accessToken, token_type: 'Bearer', expires_in: String(ACCESS_TOKEN_SECONDS), scope: 'email' });
      return reply.redirect(`${redirectUri.replace(/\/+$/, '')}/#${fragment.toString()}`, 303);
    });
  });

  serve(app, links.oauthUserInfo, async (request, reply) => {
    const header = request.headers.authorization;
    const accessToken = request.query.access_token ?? (header?.startsWith('Bearer ') ? header.slice(7) : '');
    const grant = tokens.get(accessToken);
    if (!grant || grant.expiresAt < Date.now()) {
      reply.status(401);
      return { error: 'invalid_token', error_description: 'The access token is unknown or has expired.' };
    }
    return { id: grant.email, email: grant.email, verified_email: true };
  });
}
