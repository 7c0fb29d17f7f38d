import { api, PATHS, pathTo, type Address, type DataEnvelope } from '@pulp/shared';

export type AddressInput = Omit<Address, 'id' | 'UserId'>;

/** The address calls; creating one posts to the path with a trailing slash, as the shop always has. */
export const addressApi = {
  list: async () => (await api.get<DataEnvelope<Address[]>>(PATHS.addresses)).data,
  get: async (id: number) => (await api.get<DataEnvelope<Address>>(pathTo(PATHS.address, { id }))).data,
  create: async (address: AddressInput) => (await api.post<DataEnvelope<Address>>(`${PATHS.addresses}/`, address)).data,
  update: async (id: number, address: AddressInput) => (await api.put<DataEnvelope<Address>>(pathTo(PATHS.address, { id }), address)).data,
  remove: async (id: number) => {
    await api.delete(pathTo(PATHS.address, { id }));
  },
};
