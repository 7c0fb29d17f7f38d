/**
 * Wallet keys as real wallets make them, so that any wallet tool gives the same answer: a
 * BIP-39 recovery phrase (English word list) → seed → the BIP-32/44 key of the first Ethereum
 * account (m/44'/60'/0'/0/0) → its address (the last 20 bytes of the Keccak-256 hash of the
 * public key, written with the EIP-55 checksum). The libraries are loaded on first use: most
 * visits never create or import a wallet, and the seed data carries its addresses ready-made.
 */
type Bip39 = typeof import('@scure/bip39');
type Libraries = {
  bip39: Bip39;
  english: string[];
  HDKey: typeof import('@scure/bip32').HDKey;
  keccak: typeof import('@noble/hashes/sha3').keccak_256;
  secp256k1: typeof import('@noble/curves/secp256k1').secp256k1;
};

let libraries: Libraries | null = null;
function load(): Libraries {
  libraries ??= {
    bip39: require('@scure/bip39') as Bip39,
    english: (require('@scure/bip39/wordlists/english') as { wordlist: string[] }).wordlist,
    HDKey: (require('@scure/bip32') as typeof import('@scure/bip32')).HDKey,
    keccak: (require('@noble/hashes/sha3') as typeof import('@noble/hashes/sha3')).keccak_256,
    secp256k1: (require('@noble/curves/secp256k1') as typeof import('@noble/curves/secp256k1')).secp256k1,
  };
  return libraries;
}

/** The derivation path of the first account of an Ethereum wallet (BIP-44, coin type 60). */
export const ACCOUNT_PATH = "m/44'/60'/0'/0/0";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** An address in its EIP-55 form: hex digits upper-cased where the hash of the address says so. */
export function checksumAddress(address: string): string {
  const plain = address.toLowerCase().replace(/^0x/, '');
  const hash = hex(load().keccak(plain));
  return `0x${[...plain].map((digit, index) => (parseInt(hash[index], 16) >= 8 ? digit.toUpperCase() : digit)).join('')}`;
}

/** Spaces, case and line breaks as people type them do not change a phrase. */
export function normalizePhrase(phrase: string): string {
  return phrase.trim().toLowerCase().split(/\s+/).join(' ');
}

/** Whether a text is a BIP-39 phrase of the English list with a valid checksum. */
export function isRecoveryPhrase(phrase: string): boolean {
  const { bip39, english } = load();
  return bip39.validateMnemonic(normalizePhrase(phrase), english);
}

/** A new twelve-word recovery phrase. */
export function newRecoveryPhrase(): string {
  const { bip39, english } = load();
  return bip39.generateMnemonic(english, 128);
}

/** The hex private key (0x…) of a phrase's first Ethereum account. */
export function privateKeyOf(phrase: string): string {
  const { bip39, HDKey } = load();
  const key = HDKey.fromMasterSeed(bip39.mnemonicToSeedSync(normalizePhrase(phrase))).derive(ACCOUNT_PATH);
  if (!key.privateKey) throw new Error('The derived key has no private part.');
  return `0x${hex(key.privateKey)}`;
}

/** The address of a private key: Keccak-256 of the uncompressed public key, last 20 bytes. */
export function addressOfPrivateKey(privateKey: string): string {
  const { keccak, secp256k1 } = load();
  const publicKey = secp256k1.getPublicKey(privateKey.replace(/^0x/, ''), false);
  return checksumAddress(hex(keccak(publicKey.subarray(1)).subarray(-20)));
}

/** The address of a phrase's first Ethereum account. */
export function addressOfPhrase(phrase: string): string {
  return addressOfPrivateKey(privateKeyOf(phrase));
}

/** A contract's address: derived from its deployer and a counter, so it never collides with a key's. */
export function contractAddress(deployer: string, nonce: number): string {
  return checksumAddress(hex(load().keccak(`${deployer.toLowerCase()}:${nonce}`).subarray(-20)));
}
