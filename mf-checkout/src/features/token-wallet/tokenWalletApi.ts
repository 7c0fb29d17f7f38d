import { api, PATHS } from '@pulp/shared';
import type { AccountView, ContractBody, Gallery, ResponseOf, WalletOverview, web3 } from '@pulp/shared/contract';

export type { AccountView, ContractBody, Gallery, WalletOverview };

/** The token wallet's calls (a simulated ledger on the shop's server; amounts in whole PLP). */
export const tokenWalletApi = {
  overview: async () => (await api.get<ResponseOf<typeof web3.overview>>(PATHS.web3Wallet)).data,
  /** A new wallet: its address, its recovery phrase (shown once) and any welcome tokens. */
  create: async () => (await api.post<ResponseOf<typeof web3.createWallet>>(PATHS.web3Wallet)).data,
  link: async (phrase: string) => (await api.put<ResponseOf<typeof web3.importWallet>>(PATHS.web3Wallet, { phrase })).data,
  unlink: async () => (await api.delete<ResponseOf<typeof web3.unlinkWallet>>(PATHS.web3Wallet)).data,
  send: async (from: string, to: string, amount: number) => (await api.post<ResponseOf<typeof web3.transfer>>(PATHS.web3Transfers, { from, to, amount })).data,
  deposit: async (from: string, amount: number) => (await api.post<ResponseOf<typeof web3.deposit>>(PATHS.web3VaultDeposit, { from, amount })).data,
  withdraw: async (from: string, amount: number) => (await api.post<ResponseOf<typeof web3.withdraw>>(PATHS.web3VaultWithdraw, { from, amount })).data,
  deploy: async (contract: ContractBody) => (await api.post<ResponseOf<typeof web3.deploy>>(PATHS.web3Contracts, contract)).data,
  gallery: async () => (await api.get<ResponseOf<typeof web3.gallery>>(PATHS.web3Nfts)).data,
  mint: async (design: string) => (await api.post<ResponseOf<typeof web3.mint>>(PATHS.web3NftMint, { design })).data,
};

/** 0x12ab…cdef: enough of an address to tell it apart, for lists and owners. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
