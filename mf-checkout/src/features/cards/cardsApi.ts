import { api, PATHS, pathTo, type Card } from '@pulp/shared';
import type { cards, ResponseOf } from '@pulp/shared/contract';

export type CardInput = Omit<Card, 'id' | 'UserId'>;

export const cardsApi = {
  list: async () => (await api.get<ResponseOf<typeof cards.list>>(PATHS.cards)).data,
  get: async (id: number) => (await api.get<ResponseOf<typeof cards.get>>(pathTo(PATHS.card, { id }))).data,
  create: async (card: CardInput) => (await api.post<ResponseOf<typeof cards.create>>(`${PATHS.cards}/`, card)).data,
  remove: async (id: number) => {
    await api.delete(pathTo(PATHS.card, { id }));
  },
};
