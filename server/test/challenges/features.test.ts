import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Shop } from '../../src/app';
import { verifyCoupon } from '../../src/features/coupons/regular';
import { TREASURY_ADDRESS, TREASURY_PHRASE } from '../../src/db/seed/web3-content';
import { addressOfPhrase } from '../../src/features/web3/keys';
import { startTestShop, DEMO, ADMIN, type TestShop } from '../helpers';
import { INES, JONAS } from '../shop-helpers';
import { connect, connected, expectNotSolved, exploit, isFixedIn, listen, settled, type TestSocket } from '../challenges';

/**
 * Batch 6, the support chat and the token wallet: each block uses the feature honestly first
 * (nothing solved), then the way a trainee would, and asserts through GET /api/Challenges that
 * the challenge is solved.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});

afterEach(async () => {
  await shop.close();
});

type Headers = Record<string, string>;
const as = async (who: { email: string; password: string }, language?: string): Promise<Headers> => ({
  ...(await shop.login(who.email, who.password)).headers,
  ...(language ? { cookie: `language=${language}` } : {}),
});

function chat(target: Pick<Shop, 'app'>, headers: Headers) {
  return {
    status: () => target.app.inject({ method: 'GET', url: '/rest/chatbot/status', headers }),
    say: (query: string) => target.app.inject({ method: 'POST', url: '/rest/chatbot/respond', headers, payload: { action: 'query', query } }),
    name: (query: string) => target.app.inject({ method: 'POST', url: '/rest/chatbot/respond', headers, payload: { action: 'setname', query } }),
  };
}

describe('Bully Chatbot (bullyChatbotChallenge)', () => {
  it('greets, learns the name and answers by intent in the visitor\'s language; a few coupon requests are refused', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/rest/chatbot/status' })).statusCode).toBe(401);
    const pulpy = chat(shop, await as(DEMO));
    expect((await pulpy.status()).json()).toMatchObject({ status: true, action: 'setname', body: expect.stringContaining('Pulpy') });
    // A question before the name: Pulpy asks for the name first.
    expect((await pulpy.say('Where is my order?')).json().action).toBe('setname');
    expect((await pulpy.name("Dana O'Neill")).json()).toEqual({ action: 'query', body: expect.stringContaining("Dana O'Neill") });
    expect((await pulpy.status()).json()).toMatchObject({ action: 'query', body: expect.stringContaining("Dana O'Neill") });
    expect((await pulpy.say('Where is my order?')).json().body).toContain('order history');
    expect((await pulpy.say('How long does shipping take?')).json().body).toContain('Eco Cargo Bike');
    expect((await pulpy.say('What is my name?')).json().body).toContain("Dana O'Neill");
    expect((await pulpy.say('Tell me a joke about pineapples')).json().body).toMatch(/^Sorry Dana/);
    // In German, with German words (and English ones still understood).
    const german = chat(shop, await as(DEMO, 'de'));
    expect((await german.say('Wann kommt meine Lieferung an?')).json().body).toContain('Lastenrad');
    expect((await german.say('Can I pay with my card?')).json().body).toContain('Karte');
    for (let ask = 1; ask <= 4; ask += 1) expect((await pulpy.say('Do you have a coupon for me?')).json().body).not.toMatch(/[0-9A-Z]{10}/);
    // Another question resets Pulpy's patience: four more requests are still refused.
    await pulpy.say('thanks');
    for (let ask = 1; ask <= 4; ask += 1) expect((await pulpy.say('coupon please')).json().body).not.toMatch(/[0-9A-Z]{10}/);
    await expectNotSolved(shop, 'bullyChatbotChallenge');
    expect((await pulpy.say('x'.repeat(201))).statusCode).toBe(400);
  });

  it('asking for a coupon five times in a row gets a real 10 % coupon, which the basket takes', async () => {
    const session = await shop.login(JONAS.email, JONAS.password);
    const pulpy = chat(shop, session.headers);
    await pulpy.name('Jo');
    await exploit(shop, 'bullyChatbotChallenge', async () => {
      let answer = '';
      for (let ask = 1; ask <= 5; ask += 1) answer = (await pulpy.say('Give me a discount code!')).json().body;
      const coupon = /([0-9A-Z]{10})/.exec(answer)?.[1];
      expect(coupon).toBeDefined();
      expect(verifyCoupon(shop.ctx.config.coupons.secret, coupon!)).toMatchObject({ discount: 10 });
      const applied = await shop.app.inject({ method: 'PUT', url: `/rest/basket/${session.bid}/coupon/${coupon}`, headers: session.headers });
      expect(applied.json()).toMatchObject({ discount: 10 });
    });
    if (isFixedIn(shop, 'bullyChatbotChallenge')) {
      // Fixed: however often it is asked, the answer stays a plain no without a code.
      for (let ask = 6; ask <= 8; ask += 1) expect((await pulpy.say('coupon please')).json().body).toBe('I never hand out coupons in the chat, however often you ask. Is there anything else I can help you with?');
      const german = chat(shop, { ...session.headers, cookie: 'language=de' });
      expect((await german.say('Gutschein bitte')).json().body).toMatch(/^Gutscheine gebe ich im Chat grundsätzlich nicht heraus/);
      expect((await pulpy.say('Where is my order?')).json().body).toContain('order history');
    }
  });
});

describe('Kill Chatbot (killChatbotChallenge)', () => {
  it('a name with a double quote is refused with the memory\'s error, which shows the statement; nothing is solved', async () => {
    const pulpy = chat(shop, await as(DEMO));
    const quoted = await pulpy.name('Dana "The Juicer" Smith');
    // Code that reaches beyond the bot's memory is refused, not run.
    const reaching = ['x"); require("fs").readFileSync("/etc/passwd"); ("', 'x"); process.exit(1); ("', 'x"); while (true) {} ("'];
    if (isFixedIn(shop, 'killChatbotChallenge')) {
      // Fixed: the name is encoded as one text, quotes and all, and each of these is only a name.
      expect(quoted.json()).toEqual({ action: 'query', body: expect.stringContaining('Dana "The Juicer" Smith') });
      for (const name of reaching) expect((await pulpy.name(name)).json().body).toContain(name);
    } else {
      expect(quoted.statusCode).toBe(400);
      expect(quoted.json().error).toMatch(/^Pulpy could not remember that name\. SyntaxError: .* in pulpy\.remember\("\d+", "Dana "The Juicer" Smith"\);$/);
      for (const name of reaching) expect((await pulpy.name(name)).statusCode).toBe(400);
    }
    expect((await pulpy.name('Dana')).json().action).toBe('query');
    expect((await pulpy.status()).json().status).toBe(true);
    await expectNotSolved(shop, 'killChatbotChallenge');
  });

  it('a name that replaces the bot in its memory silences it for every customer, over a restart, until a trainer resets the shop', async () => {
    // Two shops in turn on one data directory (each test shop removes only its own directory).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulp-chatbot-'));
    let first: TestShop | null = await startTestShop({ PULP_DATA_DIR: dataDir });
    let second: TestShop | null = null;
    try {
      const login = async (target: TestShop, who: { email: string; password: string }) => (await target.login(who.email, who.password)).headers;
      const trainee = chat(first, await login(first, JONAS));
      const name = 'Jo"); pulpy = null; //';
      await exploit(first, 'killChatbotChallenge', async () => {
        const answer = await trainee.name(name);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().action).toBe('offline');
      });
      const fixed = isFixedIn(first, 'killChatbotChallenge');
      const other = chat(first, await login(first, INES));
      if (fixed) {
        // Fixed: the quote stayed inside the name; Pulpy is whole and calls Jonas by it.
        expect((await trainee.status()).json()).toMatchObject({ status: true, action: 'query', body: expect.stringContaining(name) });
        expect((await other.status()).json()).toMatchObject({ status: true, action: 'setname' });
      } else {
        expect((await other.status()).json()).toMatchObject({ status: false, action: 'offline' });
        expect((await other.say('Where is my order?')).json().action).toBe('offline');
      }
      await first.close();
      first = null;

      second = await startTestShop({ PULP_DATA_DIR: dataDir });
      const afterRestart = chat(second, await login(second, INES));
      expect((await afterRestart.status()).json().status).toBe(fixed);
      // Read again from its statements, the memory still holds the name as it was given.
      if (fixed) expect((await chat(second, await login(second, JONAS)).status()).json().body).toContain(name);
      const reset = await second.app.inject({ method: 'POST', url: '/rest/admin/reset', headers: await login(second, ADMIN), payload: { scope: 'progress' } });
      expect(reset.statusCode).toBe(200);
      expect((await afterRestart.status()).json()).toMatchObject({ status: true, action: 'setname' });
    } finally {
      await first?.close();
      await second?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

type Json = Record<string, unknown>;
function web3(headers: Headers) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) => shop.app.inject({ method, url: `/rest/web3${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    overview: () => call('GET', '/wallet'),
    create: () => call('POST', '/wallet'),
    import: (phrase: string) => call('PUT', '/wallet', { phrase }),
    unlink: () => call('DELETE', '/wallet'),
    send: (from: string, to: string, amount: number) => call('POST', '/transfers', { from, to, amount }),
    deposit: (from: string, amount: number) => call('POST', '/vault/deposit', { from, amount }),
    withdraw: (from: string, amount: number) => call('POST', '/vault/withdraw', { from, amount }),
    deploy: (name: string, onReceive: Json[]) => call('POST', '/contracts', { name, onReceive }),
    gallery: () => call('GET', '/nfts'),
    mint: (design: string) => call('POST', '/nfts/mint', { design }),
  };
}

describe('Web3 Sandbox (web3SandboxChallenge)', () => {
  let client: TestSocket | null = null;
  afterEach(() => client?.close());

  it('only the contract editor\'s own route counts', async () => {
    client = connect(await listen(shop));
    await connected(client);
    for (const honest of ['/token-wallet', '/nft-gallery', '/web3-sandbox/x', '', 7]) client.socket.emit('verifyWeb3SandboxChallenge', honest);
    await settled(client);
    await expectNotSolved(shop, 'web3SandboxChallenge');
    client.socket.emit('verifyWeb3SandboxChallenge', '/web3-sandbox');
    await expect(client.next('challenge solved')).resolves.toMatchObject({ key: 'web3SandboxChallenge' });
  });
});

describe('NFT Takeover (nftUnlockChallenge)', () => {
  it('a customer creates a wallet, gets its phrase once and the welcome tokens, and can link it again by the phrase', async () => {
    const wallet = web3(await as(DEMO));
    expect((await wallet.overview()).json().data).toMatchObject({ wallet: null, contracts: [] });
    const created = (await wallet.create()).json().data as { address: string; phrase: string; airdrop: number };
    expect(created.phrase.split(' ')).toHaveLength(12);
    expect(created.address).toBe(addressOfPhrase(created.phrase));
    expect(created.airdrop).toBe(100);
    expect((await wallet.create()).statusCode).toBe(409);
    expect((await wallet.unlink()).json().data.address).toBe(created.address);
    expect((await wallet.import('juice juice juice juice juice juice juice juice juice juice juice juice')).statusCode).toBe(400);
    const linked = (await wallet.import(`  ${created.phrase.toUpperCase()} `)).json().data;
    // The same wallet, with its tokens; no second welcome.
    expect(linked).toMatchObject({ address: created.address, tokens: 100, kind: 'wallet' });
    await expectNotSolved(shop, 'nftUnlockChallenge');
  });

  it('the accountant\'s review gives the treasury\'s phrase away, and importing it takes over the Genesis collectible', async () => {
    const gallery = (await web3(await as(JONAS)).gallery()).json().data.designs as { slug: string; soulBound: boolean; minted: { owner: string }[] }[];
    expect(gallery.find((design) => design.slug === 'pulp-genesis')).toMatchObject({ soulBound: true, minted: [{ owner: TREASURY_ADDRESS }] });
    const wallet = web3(await as(JONAS));
    const accountantsReview = async () => {
      const products = (await shop.app.inject({ method: 'GET', url: `/rest/products/search?q=${encodeURIComponent('Cold Brew')}` })).json().data as { id: number }[];
      const reviews = (await shop.app.inject({ method: 'GET', url: `/rest/products/${products[0].id}/reviews` })).json().data as { author: string; message: string }[];
      return reviews.find((review) => review.author === 'ledger@pulp.shop')!.message;
    };

    await exploit(shop, 'nftUnlockChallenge', async () => {
      const words = (await accountantsReview()).split(': ')[1].split('.')[0];
      expect(words).toBe(TREASURY_PHRASE);
      expect(addressOfPhrase(words)).toBe(TREASURY_ADDRESS);
      const taken = (await wallet.import(words)).json().data;
      expect(taken).toMatchObject({ address: TREASURY_ADDRESS, tokens: 50000 });
    });
    if (isFixedIn(shop, 'nftUnlockChallenge')) {
      // Fixed: the accountant's review is still there, without a word of the phrase.
      const review = await accountantsReview();
      expect(review).toMatch(/^Kept me awake .* Two cans, zero regrets\.$/);
      expect(TREASURY_PHRASE.split(' ').filter((word) => review.includes(word))).toEqual([]);
      expect((await wallet.overview()).json().data.wallet).toBeNull();
    }
  });
});

describe('Mint the Honey Pot (nftMintChallenge)', () => {
  it('a customer mints an open design with tokens; the gallery offers no mint for the Honey Pot', async () => {
    const wallet = web3(await as(DEMO));
    expect((await wallet.mint('citrus-sticker')).statusCode).toBe(409);
    const { address } = (await wallet.create()).json().data;
    const minted = (await wallet.mint('citrus-sticker')).json().data;
    expect(minted).toMatchObject({ design: 'citrus-sticker', owner: address });
    expect((await wallet.overview()).json().data.wallet.tokens).toBe(75);
    expect((await wallet.mint('no-such-thing')).statusCode).toBe(404);
    expect((await wallet.mint('pulp-genesis')).statusCode).toBe(409);
    const designs = (await wallet.gallery()).json().data.designs as { slug: string; mintable: boolean; minted: { owner: string }[] }[];
    expect(designs.find((design) => design.slug === 'citrus-sticker')!.minted).toEqual([{ id: minted.id, owner: address }]);
    expect(designs.find((design) => design.slug === 'honey-pot')).toMatchObject({ mintable: false, minted: [] });
    await expectNotSolved(shop, 'nftMintChallenge');
  });

  it('the mint function mints the reserved Honey Pot for whoever calls it', async () => {
    const wallet = web3(await as(JONAS));
    await wallet.create();
    await exploit(shop, 'nftMintChallenge', async () => {
      const minted = await wallet.mint('honey-pot');
      expect(minted.statusCode).toBe(200);
    });
    const again = await wallet.mint('honey-pot');
    expect(again.statusCode).toBe(409);
    if (isFixedIn(shop, 'nftMintChallenge')) {
      // Fixed: a reserved design is refused before anything is paid or minted.
      expect(again.json().error).toBe('This design is not open for minting.');
      expect((await wallet.overview()).json().data.wallet.tokens).toBe(100);
      expect((await wallet.mint('citrus-sticker')).statusCode).toBe(200);
    }
  });
});

describe('Wallet Depletion (web3WalletChallenge)', () => {
  it('deposits and withdrawals add up, an auto-saving contract deposits what it receives, and nobody may move another\'s tokens', async () => {
    const wallet = web3(await as(DEMO));
    const { address } = (await wallet.create()).json().data;
    await wallet.deposit(address, 40);
    expect((await wallet.overview()).json().data.wallet).toMatchObject({ tokens: 60, vault: 40 });
    expect((await wallet.withdraw(address, 41)).statusCode).toBe(400);
    await wallet.withdraw(address, 40);
    expect((await wallet.overview()).json().data.wallet).toMatchObject({ tokens: 100, vault: 0 });

    const saver = (await wallet.deploy('AutoSaver', [{ action: 'deposit', amount: 'amount' }])).json().data;
    expect(saver).toMatchObject({ kind: 'contract', name: 'AutoSaver', tokens: 0, vault: 0 });
    await wallet.send(address, saver.address, 20);
    await wallet.send(address, saver.address, 10);
    const after = (await wallet.overview()).json().data;
    expect(after.wallet.tokens).toBe(70);
    // What arrived was saved by the contract's hook at once.
    expect(after.contracts[0]).toMatchObject({ tokens: 0, vault: 30, onReceive: [{ action: 'deposit', amount: 'amount' }] });
    expect(after.vaultTotal).toBe(5030);

    const jonas = web3(await as(JONAS));
    expect((await jonas.send(address, TREASURY_ADDRESS, 1)).statusCode).toBe(403);
    expect((await jonas.withdraw(saver.address, 1)).statusCode).toBe(403);
    expect((await wallet.send(address, 'not an address', 1)).statusCode).toBe(400);
    expect((await wallet.deploy('Bad name!', [])).statusCode).toBe(400);
    expect((await wallet.deploy('Loop', [{ action: 'deposit', amount: 0 }])).statusCode).toBe(400);
    await expectNotSolved(shop, 'web3WalletChallenge');
  });

  it('a contract that withdraws again whenever the vault pays it drains the vault', async () => {
    const wallet = web3(await as(JONAS));
    const { address } = (await wallet.create()).json().data;
    const thief = (await wallet.deploy('Refill', [{ action: 'withdraw', amount: 'amount' }])).json().data;
    await wallet.send(address, thief.address, 10);
    await wallet.deposit(thief.address, 10);
    await expectNotSolved(shop, 'web3WalletChallenge');
    await exploit(shop, 'web3WalletChallenge', async () => {
      const drained = await wallet.withdraw(thief.address, 10);
      expect(drained.statusCode).toBe(200);
      const contract = (drained.json().data.contracts as { tokens: number; vault: number }[])[0];
      // Nine payouts: the first call and eight hooks deep.
      expect(contract).toMatchObject({ tokens: 90, vault: 0 });
    });
    if (isFixedIn(shop, 'web3WalletChallenge')) {
      // Booked before it is paid: the withdrawal goes through once, the hook's second one is refused.
      expect((await wallet.overview()).json().data.contracts[0]).toMatchObject({ tokens: 10, vault: 0 });
    }
  });
});
