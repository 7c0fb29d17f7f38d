import { api, type Address, type DataEnvelope } from '@pulp/shared';

export type AddressInput = Omit<Address, 'id' | 'UserId'>;

export const addressApi = {
  list: async () => (await api.get<DataEnvelope<Address[]>>('/api/Addresss')).data,
  get: async (id: number) => (await api.get<DataEnvelope<Address>>(`/api/Addresss/${id}`)).data,
  create: async (address: AddressInput) => (await api.post<DataEnvelope<Address>>('/api/Addresss/', address)).data,
  update: async (id: number, address: AddressInput) => (await api.put<DataEnvelope<Address>>(`/api/Addresss/${id}`, address)).data,
  remove: async (id: number) => {
    await api.delete(`/api/Addresss/${id}`);
  },
};
