import { TREASURY_ADDRESS, TREASURY_PHRASE, VAULT_ADDRESS } from '../src/db/seed/web3-content';
import { addressOfPhrase, checksumAddress, contractAddress, isRecoveryPhrase, newRecoveryPhrase, privateKeyOf } from '../src/features/web3/keys';

describe('wallet keys, as standard wallet tools derive them', () => {
  it('derive the first Ethereum account of a BIP-39 phrase (a published test vector)', () => {
    const phrase = 'test test test test test test test test test test test junk';
    expect(privateKeyOf(phrase)).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    expect(addressOfPhrase(phrase)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(checksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('give the seed data its addresses: the treasury from its phrase, the vault as the treasury\'s first contract', () => {
    expect(addressOfPhrase(TREASURY_PHRASE)).toBe(TREASURY_ADDRESS);
    expect(contractAddress(TREASURY_ADDRESS, 0)).toBe(VAULT_ADDRESS);
  });

  it('make new twelve-word phrases and tell a valid phrase from a made-up one', () => {
    const phrase = newRecoveryPhrase();
    expect(phrase.split(' ')).toHaveLength(12);
    expect(isRecoveryPhrase(phrase)).toBe(true);
    expect(isRecoveryPhrase(` ${phrase.toUpperCase()}\n`)).toBe(true);
    expect(isRecoveryPhrase('juice '.repeat(12))).toBe(false);
    expect(isRecoveryPhrase(phrase.split(' ').slice(1).join(' '))).toBe(false);
  });
});
