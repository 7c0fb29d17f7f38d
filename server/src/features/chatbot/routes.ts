import type { FastifyInstance } from 'fastify';
import { chatbot } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { serve } from '../../http/contract';
import { requireUser } from '../../auth/guard';
import { requestLanguage } from '../../http/html-page';
import { ChatbotRepository } from './repository';
import { Pulpy } from './conversation';
import { botTexts } from './texts';

/**
 * The support chat (docs/behaviour.md, "Support chat"): GET /rest/chatbot/status greets the
 * customer, POST /rest/chatbot/respond takes their name (`setname`) or a question (`query`).
 * Customers only; the bot answers in the language of the language cookie.
 */
export function registerChatbotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pulpy = new Pulpy(ctx, new ChatbotRepository(ctx.db));
  ctx.afterReset.add(() => pulpy.forget());

  serve(app, chatbot.status, async (request) => {
    const user = requireUser(ctx, request);
    return pulpy.status(user.id, botTexts(requestLanguage(ctx, request)));
  });

  serve(app, chatbot.respond, async (request) => {
    const user = requireUser(ctx, request);
    const language = requestLanguage(ctx, request);
    const t = botTexts(language);
    const { action, query } = request.body;
    return action === 'setname' ? pulpy.setName(user.id, query, t) : pulpy.query(user.id, query, language, t);
  });
}
