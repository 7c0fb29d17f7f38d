import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { LIMITS, WALLET_ADDRESS_PATTERN } from './limits';

/*
 * The token wallet (a simulated ledger in the shop's own database, no blockchain): a customer's
 * linked wallet, the Juice Vault, contracts deployed from the contract editor, and the
 * collectibles gallery. Amounts are whole PLP tokens.
 */

export const WalletAddress = v.pipe(v.string(), v.regex(WALLET_ADDRESS_PATTERN, 'An address is 0x followed by 40 hexadecimal digits.'));
export const Tokens = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.tokensMax));

/** What a hook step moves: the amount that just arrived, or a fixed number of tokens. */
const HookAmount = v.union([v.literal('amount'), Tokens]);

/** One step of a contract's receive hook: a call the contract makes when tokens arrive. */
export const HookStep = v.variant('action', [
  v.object({ action: v.literal('deposit'), amount: HookAmount }),
  v.object({ action: v.literal('withdraw'), amount: HookAmount }),
  v.object({ action: v.literal('send'), to: WalletAddress, amount: HookAmount }),
]);
export type HookStep = v.InferOutput<typeof HookStep>;

/** A compiled contract, as the contract editor deploys it. */
export const ContractBody = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'A contract name starts with a letter and holds letters, digits and _ only.'), v.maxLength(LIMITS.contractNameMax)),
  onReceive: v.pipe(v.array(HookStep), v.maxLength(LIMITS.hookStepsMax)),
});
export type ContractBody = v.InferOutput<typeof ContractBody>;

export const ImportWalletBody = v.object({ phrase: v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.recoveryPhraseMax)) });
export const TransferBody = v.object({ from: WalletAddress, to: WalletAddress, amount: Tokens });
export const VaultBody = v.object({ from: WalletAddress, amount: Tokens });
export const MintBody = v.object({ design: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)) });

/** An account of the caller's, as the token wallet shows it. */
export const AccountView = v.object({
  address: v.string(),
  kind: v.picklist(['wallet', 'contract']),
  name: v.nullable(v.string()),
  tokens: v.number(),
  /** Tokens the account has in the Juice Vault. */
  vault: v.number(),
  /** A contract's receive hook. */
  onReceive: v.optional(v.array(HookStep)),
});
export type AccountView = v.InferOutput<typeof AccountView>;

export const WalletOverview = v.object({
  wallet: v.nullable(AccountView),
  contracts: v.array(AccountView),
  vaultAddress: v.string(),
  /** Tokens the vault holds for everybody. */
  vaultTotal: v.number(),
});
export type WalletOverview = v.InferOutput<typeof WalletOverview>;

export const NewWallet = v.object({ address: v.string(), phrase: v.string(), airdrop: v.number() });

export const NftDesign = v.object({
  slug: v.string(),
  edition: v.picklist(['unique', 'limited', 'open', 'reserved']),
  /** How many may exist (null: no limit). */
  supply: v.nullable(v.number()),
  price: v.nullable(v.number()),
  soulBound: v.boolean(),
  /** Whether customers may mint it. */
  mintable: v.boolean(),
  minted: v.array(v.object({ id: v.number(), owner: v.string() })),
});
export type NftDesign = v.InferOutput<typeof NftDesign>;

export const Gallery = v.object({ designs: v.array(NftDesign) });
export type Gallery = v.InferOutput<typeof Gallery>;

const data = <S extends v.GenericSchema>(schema: S) => v.object({ status: v.string(), data: schema });

export const web3 = {
  overview: endpoint({ method: 'GET', path: PATHS.web3Wallet, response: data(WalletOverview) }),
  createWallet: endpoint({ method: 'POST', path: PATHS.web3Wallet, response: data(NewWallet) }),
  importWallet: endpoint({ method: 'PUT', path: PATHS.web3Wallet, body: ImportWalletBody, response: data(AccountView) }),
  unlinkWallet: endpoint({ method: 'DELETE', path: PATHS.web3Wallet, response: data(v.object({ address: v.string() })) }),
  transfer: endpoint({ method: 'POST', path: PATHS.web3Transfers, body: TransferBody, response: data(WalletOverview) }),
  deposit: endpoint({ method: 'POST', path: PATHS.web3VaultDeposit, body: VaultBody, response: data(WalletOverview) }),
  withdraw: endpoint({ method: 'POST', path: PATHS.web3VaultWithdraw, body: VaultBody, response: data(WalletOverview) }),
  deploy: endpoint({ method: 'POST', path: PATHS.web3Contracts, body: ContractBody, response: data(AccountView) }),
  gallery: endpoint({ method: 'GET', path: PATHS.web3Nfts, response: data(Gallery) }),
  mint: endpoint({ method: 'POST', path: PATHS.web3NftMint, body: MintBody, response: data(v.object({ id: v.number(), design: v.string(), owner: v.string() })) }),
};
