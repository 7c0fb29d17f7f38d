import { api, PATHS, pathTo, type Address } from '@pulp/shared';
import type { addresses, ResponseOf } from '@pulp/shared/contract';

export type AddressInput = Omit<Address, 'id' | 'UserId'>;

/** The address calls; creating one posts to the path with a trailing slash, as the shop always has. */
export const addressApi = {
  list: async () => (await api.get<ResponseOf<typeof addresses.list>>(PATHS.addresses)).data,
  get: async (id: number) => (await api.get<ResponseOf<typeof addresses.get>>(pathTo(PATHS.address, { id }))).data,
  create: async (address: AddressInput) => (await api.post<ResponseOf<typeof addresses.create>>(`${PATHS.addresses}/`, address)).data,
  update: async (id: number, address: AddressInput) => (await api.put<ResponseOf<typeof addresses.update>>(pathTo(PATHS.address, { id }), address)).data,
  remove: async (id: number) => {
    await api.delete(pathTo(PATHS.address, { id }));
  },
};
