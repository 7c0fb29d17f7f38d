import { api, PATHS } from '@pulp/shared';
import type { shop, ResponseOf } from '@pulp/shared/contract';

export type DeluxePaymentMode = 'wallet' | 'card';

export const deluxeApi = {
  status: async () => (await api.get<ResponseOf<typeof shop.deluxeStatus>>(PATHS.deluxeMembership)).data,
  /** Upgrades the account; answers the new session token that carries the deluxe role. */
  upgrade: async (paymentMode: DeluxePaymentMode, paymentId?: number) =>
    (await api.post<ResponseOf<typeof shop.deluxeUpgrade>>(PATHS.deluxeMembership, { paymentMode, paymentId })).data,
};
