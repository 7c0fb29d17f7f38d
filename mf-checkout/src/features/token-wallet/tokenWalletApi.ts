import { api, PATHS, type DataEnvelope } from '@pulp/shared';
import type { AccountView, ContractBody, Gallery, WalletOverview } from '@pulp/shared/contract';

export type { AccountView, ContractBody, Gallery, WalletOverview };

/** The token wallet's calls (a simulated ledger on the shop's server; amounts in whole PLP). */
export const tokenWalletApi = {
  overview: async () => (await api.get<DataEnvelope<WalletOverview>>(PATHS.web3Wallet)).data,
  /** A new wallet: its address, its recovery phrase (shown once) and any welcome tokens. */
  create: async () => (await api.post<DataEnvelope<{ address: string; phrase: string; airdrop: number }>>(PATHS.web3Wallet)).data,
  link: async (phrase: string) => (await api.put<DataEnvelope<AccountView>>(PATHS.web3Wallet, { phrase })).data,
  unlink: async () => (await api.delete<DataEnvelope<{ address: string }>>(PATHS.web3Wallet)).data,
  send: async (from: string, to: string, amount: number) => (await api.post<DataEnvelope<WalletOverview>>(PATHS.web3Transfers, { from, to, amount })).data,
  deposit: async (from: string, amount: number) => (await api.post<DataEnvelope<WalletOverview>>(PATHS.web3VaultDeposit, { from, amount })).data,
  withdraw: async (from: string, amount: number) => (await api.post<DataEnvelope<WalletOverview>>(PATHS.web3VaultWithdraw, { from, amount })).data,
  deploy: async (contract: ContractBody) => (await api.post<DataEnvelope<AccountView>>(PATHS.web3Contracts, contract)).data,
  gallery: async () => (await api.get<DataEnvelope<Gallery>>(PATHS.web3Nfts)).data,
  mint: async (design: string) => (await api.post<DataEnvelope<{ id: number; design: string; owner: string }>>(PATHS.web3NftMint, { design })).data,
};

/** 0x12ab…cdef: enough of an address to tell it apart, for lists and owners. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
