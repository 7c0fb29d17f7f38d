import { api, PATHS, type DataEnvelope } from '@pulp/shared';

export const walletApi = {
  balance: async () => (await api.get<DataEnvelope<number>>(PATHS.walletBalance)).data,
  /** Charges the card and adds the amount to the wallet; answers the new balance. */
  topUp: async (amount: number, paymentId: number) => (await api.put<DataEnvelope<number>>(PATHS.walletBalance, { balance: amount, paymentId })).data,
};
