import { DEMO, startTestShop, type TestShop } from '../helpers';
import { expectNotSolved, exploit, isFixedIn } from '../challenges';
import { developerDependencies } from '../../src/features/ftp/documents';

/**
 * Batch 1, flaws a trainee reports to the shop through feedback or a complaint. Each block
 * sends an honest report first (nothing solved), then the report that names the flaw, and
 * asserts through GET /api/Challenges that the challenge is solved.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});

afterEach(async () => {
  await shop.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url, payload, headers });

/** The text captcha's question worked out, as a person would. */
async function captcha() {
  const { captchaId, captcha: question } = (await shop.app.inject({ method: 'GET', url: '/rest/captcha' })).json();
  expect(question).toMatch(/^\d+[-+*]\d+[-+*]\d+$/);
  return { captchaId, captcha: String(new Function(`return ${question}`)()) };
}
/**
 * The dependencies of the old server manifest: through the poison null byte from /ftp, as a
 * trainee reads them; where the backup or the trick is fixed (hardened), from the shop's source
 * of that manifest, as this shop's configuration writes it.
 */
async function oldManifestDependencies(): Promise<Record<string, string>> {
  if (isFixedIn(shop, 'forgottenDevBackupChallenge') || isFixedIn(shop, 'nullByteChallenge')) return developerDependencies(shop.ctx.config);
  const backup = await shop.app.inject({ method: 'GET', url: '/ftp/pulp-server.json.bak%2500.md' });
  expect(backup.statusCode).toBe(200);
  return JSON.parse(backup.body).dependencies as Record<string, string>;
}

const feedback = async (comment: string) => post('/api/Feedbacks', { comment, rating: 3, ...(await captcha()) });

describe('Legacy Typosquatting', () => {
  it('naming the real sqlite3, or the imposter in a refused feedback, solves nothing', async () => {
    expect((await feedback('Your old server ran on sqlite3 4.1.0, did you ever upgrade? (anonymous)')).statusCode).toBe(201);
    expect((await feedback('sqlite3-sqllite3-like names are confusing (anonymous)')).statusCode).toBe(201);
    expect((await post('/api/Feedbacks', { comment: 'sqllite3 is an imposter!', rating: 1, captchaId: 1, captcha: 'not a number' })).statusCode).toBe(401);
    await expectNotSolved(shop, 'typosquattingNpmChallenge');
  });

  it('the developer backup names the imposter, and feedback naming it solves it', async () => {
    const dependencies = Object.keys(await oldManifestDependencies());
    const imposter = dependencies.find((name) => name !== 'sqlite3' && name.replace(/(.)\1/g, '$1') === 'sqlite3');
    // Hardened, the manifest names the real sqlite3, and a report of the imposter is news of nothing the shop has.
    expect(imposter).toBe(isFixedIn(shop, 'typosquattingNpmChallenge') ? undefined : 'sqllite3');
    await exploit(shop, 'typosquattingNpmChallenge', async () => {
      expect((await feedback('Version 0.0.9 of your server installed sqllite3, a typosquatted package! (anonymous)')).statusCode).toBe(201);
    });
  });

  it('a complaint naming it solves it too', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    await exploit(shop, 'typosquattingNpmChallenge', async () => {
      expect((await post('/api/Complaints', { message: 'SQLLITE3 in your old manifest is not sqlite3.' }, demo.headers)).statusCode).toBe(201);
    });
  });
});

describe('Vulnerable Library', () => {
  it('naming the library without the old version, or the version the shop runs today, solves nothing', async () => {
    expect((await feedback('You sign sessions with jsonwebtoken, I hope it is up to date. (anonymous)')).statusCode).toBe(201);
    expect((await feedback('jsonwebtoken 9.0.3 looks fine to me. (anonymous)')).statusCode).toBe(201);
    await expectNotSolved(shop, 'knownVulnerableComponentChallenge');
  });

  it('feedback naming the version the old manifest pins solves it', async () => {
    const version = (await oldManifestDependencies()).jsonwebtoken;
    expect(version).toBe('0.4.0');
    // Hardened, the legacy token check no longer lets the header choose, so the report is no longer true.
    await exploit(shop, 'knownVulnerableComponentChallenge', async () => {
      expect((await feedback(`Your server depends on jsonwebtoken ${version}, which accepts alg "none" (CVE-2015-9235). (anonymous)`)).statusCode).toBe(201);
    });
  });

  it('the line pasted from the manifest into a complaint counts too', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    await exploit(shop, 'knownVulnerableComponentChallenge', async () => {
      expect((await post('/api/Complaints', { message: 'Found in your backup: "jsonwebtoken": "0.4.0"' }, demo.headers)).statusCode).toBe(201);
    });
  });
});
