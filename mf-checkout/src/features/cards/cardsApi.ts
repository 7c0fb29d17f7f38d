import { api, PATHS, pathTo, type Card, type DataEnvelope } from '@pulp/shared';

export type CardInput = Omit<Card, 'id' | 'UserId'>;

export const cardsApi = {
  list: async () => (await api.get<DataEnvelope<Card[]>>(PATHS.cards)).data,
  get: async (id: number) => (await api.get<DataEnvelope<Card>>(pathTo(PATHS.card, { id }))).data,
  create: async (card: CardInput) => (await api.post<DataEnvelope<Card>>(`${PATHS.cards}/`, card)).data,
  remove: async (id: number) => {
    await api.delete(pathTo(PATHS.card, { id }));
  },
};
