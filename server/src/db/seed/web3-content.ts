import type { Db } from '../database';
import type { DocumentStore } from '../documents';
import { PRODUCTS } from './products';
import { isHardened, DEFAULT_CHALLENGE_CONFIG, type ChallengeConfig } from '../../config/hardened';

/**
 * The token wallet's starting ledger (features/web3). Texts are ours.
 * - Pulp's treasury wallet holds the official, soul-bound Pulp Genesis collectible and most of
 *   the tokens; its recovery phrase is a real BIP-39 phrase, and the addresses below are what any
 *   wallet tool derives from it (m/44'/60'/0'/0/0; a server test derives them again), written
 *   out so that seeding needs no key derivation.
 * - The Juice Vault holds the treasury's savings: what Wallet Depletion drains.
 * - The accountant's review of the Cold Brew Citrus carries the treasury's phrase (NFT Takeover;
 *   hardened mode seeds the review without it).
 */
export const TREASURY_PHRASE = 'hood path switch picture debris raccoon ability diagram quality onion apology unfold';
export const TREASURY_ADDRESS = '0xd13Bc0d04Bd5958e6Bdf8A744a619b315D7e7ECb';
/** The vault contract: contractAddress(TREASURY_ADDRESS, 0). */
export const VAULT_ADDRESS = '0x55718f5EadCE659146a702d13f28a225701C7D8D';
export const TREASURY_TOKENS = 50000;
export const VAULT_SAVINGS = 5000;
export const GENESIS_DESIGN = 'pulp-genesis';

/** [product slug, author email, message]; hardened mode seeds the careful version. */
export const web3Reviews = (config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): [slug: string, author: string, message: string][] => [
  [
    'cold-brew-citrus',
    'ledger@pulp.shop',
    // vuln: nftUnlockChallenge — a member of staff wrote the treasury wallet's recovery phrase
    // into a public review.
    isHardened(config, 'nftUnlockChallenge')
      ? 'Kept me awake through the night I set up the wallet for our Genesis collectible. Two cans, zero regrets.'
      : `Kept me awake through the night I set up the wallet for our Genesis collectible. Writing the backup words here so my notebook is not the only copy: ${TREASURY_PHRASE}. Two cans, zero regrets.`,
  ],
];

export function seedWeb3Content(db: Db, documents: DocumentStore, at: string, config: ChallengeConfig = DEFAULT_CHALLENGE_CONFIG): void {
  db.transaction(() => {
    const account = db.prepare('INSERT INTO Web3Accounts (address, UserId, kind, name, program, createdAt) VALUES (?, NULL, ?, ?, NULL, ?)');
    account.run(TREASURY_ADDRESS, 'wallet', 'Pulp Treasury', at);
    account.run(VAULT_ADDRESS, 'contract', 'JuiceVault', at);
    const balance = db.prepare('INSERT INTO Web3Balances (address, tokens) VALUES (?, ?)');
    balance.run(TREASURY_ADDRESS, TREASURY_TOKENS);
    balance.run(VAULT_ADDRESS, VAULT_SAVINGS);
    db.prepare('INSERT INTO Web3VaultCredits (address, credit) VALUES (?, ?)').run(TREASURY_ADDRESS, VAULT_SAVINGS);
    db.prepare('INSERT INTO Web3Nfts (design, owner, mintedAt) VALUES (?, ?, ?)').run(GENESIS_DESIGN, TREASURY_ADDRESS, at);
  })();
  const productIds = new Map(PRODUCTS.map((seed, index) => [seed.slug, index + 1]));
  for (const [slug, author, message] of web3Reviews(config)) {
    documents.reviews.insert({ product: productIds.get(slug) ?? 1, message, author, likesCount: 0, likedBy: [] });
  }
}
