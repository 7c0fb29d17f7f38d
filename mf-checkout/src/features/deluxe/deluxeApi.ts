import { api, type DataEnvelope, type DeluxeStatus } from '@pulp/shared';

export type DeluxePaymentMode = 'wallet' | 'card';

export const deluxeApi = {
  status: async () => (await api.get<DataEnvelope<DeluxeStatus>>('/rest/deluxe-membership')).data,
  /** Upgrades the account; answers the new session token that carries the deluxe role. */
  upgrade: async (paymentMode: DeluxePaymentMode, paymentId?: number) =>
    (await api.post<DataEnvelope<{ confirmation: string; token: string }>>('/rest/deluxe-membership', { paymentMode, paymentId })).data,
};
