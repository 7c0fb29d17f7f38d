import { api, type Card, type DataEnvelope } from '@pulp/shared';

export type CardInput = Omit<Card, 'id' | 'UserId'>;

export const cardsApi = {
  list: async () => (await api.get<DataEnvelope<Card[]>>('/api/Cards')).data,
  get: async (id: number) => (await api.get<DataEnvelope<Card>>(`/api/Cards/${id}`)).data,
  create: async (card: CardInput) => (await api.post<DataEnvelope<Card>>('/api/Cards/', card)).data,
  remove: async (id: number) => {
    await api.delete(`/api/Cards/${id}`);
  },
};
