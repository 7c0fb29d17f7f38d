import { api, type DataEnvelope } from '@pulp/shared';

export const walletApi = {
  balance: async () => (await api.get<DataEnvelope<number>>('/rest/wallet/balance')).data,
  /** Charges the card and adds the amount to the wallet; answers the new balance. */
  topUp: async (amount: number, paymentId: number) => (await api.put<DataEnvelope<number>>('/rest/wallet/balance', { balance: amount, paymentId })).data,
};
