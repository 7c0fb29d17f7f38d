import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { LIMITS } from './limits';

/**
 * What the bot expects next: a question, the customer's name, or nothing (it is offline). The
 * field names follow the best-known shop of this kind, so chat clients written for it work.
 */
export const ChatAction = v.picklist(['query', 'setname', 'offline']);

export const ChatbotRespondBody = v.variant('action', [
  v.object({ action: v.literal('query'), query: v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.chatQueryMax), v.regex(/\S/)) }),
  v.object({ action: v.literal('setname'), query: v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.chatNameMax), v.regex(/\S/)) }),
]);

export const ChatbotAnswer = v.object({ action: ChatAction, body: v.string() });
export type ChatbotAnswer = v.InferOutput<typeof ChatbotAnswer>;

export const chatbot = {
  status: endpoint({ method: 'GET', path: PATHS.chatbotStatus, response: v.object({ status: v.boolean(), action: ChatAction, body: v.string() }) }),
  respond: endpoint({ method: 'POST', path: PATHS.chatbotRespond, body: ChatbotRespondBody, response: ChatbotAnswer }),
};
