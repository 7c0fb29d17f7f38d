import { api, PATHS, type DataEnvelope, type DeluxeStatus } from '@pulp/shared';

export type DeluxePaymentMode = 'wallet' | 'card';

export const deluxeApi = {
  status: async () => (await api.get<DataEnvelope<DeluxeStatus>>(PATHS.deluxeMembership)).data,
  /** Upgrades the account; answers the new session token that carries the deluxe role. */
  upgrade: async (paymentMode: DeluxePaymentMode, paymentId?: number) =>
    (await api.post<DataEnvelope<{ confirmation: string; token: string }>>(PATHS.deluxeMembership, { paymentMode, paymentId })).data,
};
