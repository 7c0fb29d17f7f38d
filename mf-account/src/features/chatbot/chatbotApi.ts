import { api, PATHS } from '@pulp/shared';
import type { chatbot, ChatbotAnswer, ResponseOf } from '@pulp/shared/contract';

export type ChatAction = ChatbotAnswer['action'];

/** Pulpy's two calls: the greeting (and whether it is there at all), and an answer to a message. */
export const chatbotApi = {
  status: () => api.get<ResponseOf<typeof chatbot.status>>(PATHS.chatbotStatus),
  /** Sends the customer's name (`setname`) or a question (`query`). */
  respond: (action: 'query' | 'setname', query: string) => api.post<ResponseOf<typeof chatbot.respond>>(PATHS.chatbotRespond, { action, query }),
};
