import { api, PATHS } from '@pulp/shared';
import type { wallet, ResponseOf } from '@pulp/shared/contract';

export const walletApi = {
  balance: async () => (await api.get<ResponseOf<typeof wallet.balance>>(PATHS.walletBalance)).data,
  /** Charges the card and adds the amount to the wallet; answers the new balance. */
  topUp: async (amount: number, paymentId: number) => (await api.put<ResponseOf<typeof wallet.topUp>>(PATHS.walletBalance, { balance: amount, paymentId })).data,
};
