import type { FastifyInstance } from 'fastify';
import { web3, type AccountView, type WalletOverview } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { serve } from '../../http/contract';
import { requireUser } from '../../auth/guard';
import { isHardened } from '../../config/hardened';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { TREASURY_ADDRESS, VAULT_ADDRESS } from '../../db/seed/web3-content';
import { solveIf } from '../challenges/solve';
import { Web3Repository, type AccountRow } from './repository';
import { Ledger, LedgerRefusal, Transaction } from './ledger';
import { addressOfPhrase, contractAddress, isRecoveryPhrase, newRecoveryPhrase } from './keys';
import { designOf, isOpenForMinting, NFT_DESIGNS } from './designs';

/** The welcome tokens a customer's first new wallet receives. */
export const AIRDROP_TOKENS = 100;

const conflict = (message: string) => new HttpError(409, message);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The token wallet (docs/behaviour.md, "Token wallet"): a customer links one wallet (a new one,
 * or one imported by its recovery phrase), moves PLP tokens, saves them in the Juice Vault,
 * deploys contracts from the contract editor, and mints collectibles. A simulated ledger in the
 * shop's own database: nothing leaves the shop.
 */
export function registerWeb3Routes(app: FastifyInstance, ctx: AppContext): void {
  const repository = new Web3Repository(ctx.db);
  const ledger = new Ledger(repository, ctx.config);

  const view = (row: AccountRow): AccountView => ({
    address: row.address,
    kind: row.kind,
    name: row.name,
    tokens: repository.tokens(row.address),
    vault: repository.credit(row.address),
    ...(row.kind === 'contract' && row.program ? { onReceive: JSON.parse(row.program) as AccountView['onReceive'] } : {}),
  });

  const overview = (userId: number): WalletOverview => {
    const wallet = repository.walletOf(userId);
    return { wallet: wallet ? view(wallet) : null, contracts: repository.contractsOf(userId).map(view), vaultAddress: VAULT_ADDRESS, vaultTotal: repository.tokens(VAULT_ADDRESS) };
  };

  /** An account the caller may move tokens from: their linked wallet or one of their contracts. */
  const ownAccount = (userId: number, address: string): AccountRow => {
    const account = repository.account(address);
    if (!account || account.UserId !== userId) throw forbidden('You can only move tokens from your own wallet or contracts.');
    return account;
  };

  const linkedWallet = (userId: number): AccountRow => {
    const wallet = repository.walletOf(userId);
    if (!wallet) throw conflict('Link a wallet first.');
    return wallet;
  };

  /** Links a wallet; the customer's first wallet that is new to the ledger gets the welcome tokens. */
  const link = (userId: number, address: string): number =>
    repository.transaction(() => {
      const isNew = !repository.account(address);
      repository.linkWallet(address, userId);
      if (!isNew || repository.hadAirdrop(userId)) return 0;
      repository.setTokens(address, repository.tokens(address) + AIRDROP_TOKENS);
      repository.recordAirdrop(userId, address);
      return AIRDROP_TOKENS;
    });

  /** Runs one ledger call as one database transaction, then checks it for the vault's flaw. */
  const transact = (work: (run: Transaction) => void): void => {
    const run = new Transaction();
    repository.transaction(() => work(run));
    solveIf(ctx, 'web3WalletChallenge', () => run.overdrawn().length > 0);
  };

  serve(app, web3.overview, async (request) => {
    const user = requireUser(ctx, request);
    return { status: 'success', data: overview(user.id) };
  });

  serve(app, web3.createWallet, async (request) => {
    const user = requireUser(ctx, request);
    if (repository.walletOf(user.id)) throw conflict('Unlink your current wallet first.');
    const phrase = newRecoveryPhrase();
    const address = addressOfPhrase(phrase);
    const airdrop = link(user.id, address);
    return { status: 'success', data: { address, phrase, airdrop } };
  });

  serve(app, web3.importWallet, async (request) => {
    const user = requireUser(ctx, request);
    if (repository.walletOf(user.id)) throw conflict('Unlink your current wallet first.');
    if (!isRecoveryPhrase(request.body.phrase)) throw new LedgerRefusal('That is not a valid recovery phrase.');
    const address = addressOfPhrase(request.body.phrase);
    if (repository.account(address)?.kind === 'contract') throw new LedgerRefusal('That is not a valid recovery phrase.');
    link(user.id, address);
    solveIf(ctx, 'nftUnlockChallenge', () => same(address, TREASURY_ADDRESS));
    return { status: 'success', data: view(repository.account(address)!) };
  });

  serve(app, web3.unlinkWallet, async (request) => {
    const user = requireUser(ctx, request);
    const wallet = repository.walletOf(user.id);
    if (!wallet) throw notFound('You have no linked wallet.');
    repository.unlinkWallet(user.id);
    return { status: 'success', data: { address: wallet.address } };
  });

  serve(app, web3.transfer, async (request) => {
    const user = requireUser(ctx, request);
    const { to, amount } = request.body;
    const from = ownAccount(user.id, request.body.from).address;
    if (same(to, VAULT_ADDRESS)) throw new LedgerRefusal('Use the deposit to put tokens into the Juice Vault.');
    transact((run) => ledger.transfer(from, to, amount, run));
    return { status: 'success', data: overview(user.id) };
  });

  serve(app, web3.deposit, async (request) => {
    const user = requireUser(ctx, request);
    const from = ownAccount(user.id, request.body.from).address;
    transact((run) => ledger.deposit(from, request.body.amount, run));
    return { status: 'success', data: overview(user.id) };
  });

  serve(app, web3.withdraw, async (request) => {
    const user = requireUser(ctx, request);
    const to = ownAccount(user.id, request.body.from).address;
    transact((run) => ledger.withdraw(to, request.body.amount, run));
    return { status: 'success', data: overview(user.id) };
  });

  serve(app, web3.deploy, async (request) => {
    const user = requireUser(ctx, request);
    const wallet = linkedWallet(user.id);
    const address = repository.transaction(() => {
      const made = contractAddress(wallet.address, repository.contractCount() + 1);
      repository.addContract(made, user.id, request.body.name, request.body.onReceive);
      return made;
    });
    return { status: 'success', data: view(repository.account(address)!) };
  });

  serve(app, web3.gallery, async () => {
    const minted = repository.nfts();
    return {
      status: 'success',
      data: {
        designs: NFT_DESIGNS.map((design) => ({
          ...design,
          mintable: isOpenForMinting(design),
          minted: minted.filter((nft) => nft.design === design.slug).map(({ id, owner }) => ({ id, owner })),
        })),
      },
    };
  });

  serve(app, web3.mint, async (request) => {
    const user = requireUser(ctx, request);
    const wallet = linkedWallet(user.id);
    const design = designOf(request.body.design);
    // vuln: nftMintChallenge ~1 — the design is looked up, but never checked for being open for
    // minting: the gallery offers no mint for a reserved design, the API mints it all the same.
    if (isHardened(ctx, 'nftMintChallenge')) {
      if (!design) throw notFound('There is no such design in the collection.');
      if (!isOpenForMinting(design)) throw conflict('This design is not open for minting.');
    } else {
      if (!design) throw notFound('There is no such design in the collection.');
    }
    const id = repository.transaction(() => {
      if (design.supply !== null && repository.mintedCount(design.slug) >= design.supply) throw conflict('Every piece of this design has been minted.');
      if (design.price) ledger.transfer(wallet.address, TREASURY_ADDRESS, design.price, new Transaction());
      return repository.mint(design.slug, wallet.address);
    });
    solveIf(ctx, 'nftMintChallenge', () => !isOpenForMinting(design));
    return { status: 'success', data: { id, design: design.slug, owner: wallet.address } };
  });
}
