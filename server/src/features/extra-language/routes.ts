import type { FastifyInstance, FastifyReply } from 'fastify';
import { isHardened } from '../../config/hardened';
import type { AppContext } from '../../context';
import { solve } from '../challenges/solve';
import { ESPERANTO, EXTRA_LANGUAGE } from './esperanto';

/**
 * A translation that was started and never finished: the file is served like the others, but
 * the language menu (GET /rest/languages) does not list it.
 */
export function registerExtraLanguageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const body = JSON.stringify(ESPERANTO);
  const esperanto = async (_request: unknown, reply: FastifyReply) => {
    solve(ctx, 'extraLanguageChallenge');
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
    return body;
  };
  // A route of its own: it wins over the generic /assets/i18n/:file of the hosting.
  // vuln: extraLanguageChallenge — an unlisted translation file is still served to anyone who guesses its name.
  if (isHardened(ctx, 'extraLanguageChallenge')) {
    // Not deployed until the language menu offers it: /assets/i18n/eo.json is unknown, like any language without a file.
  } else {
    app.get(`/assets/i18n/${EXTRA_LANGUAGE}.json`, esperanto);
  }
}
