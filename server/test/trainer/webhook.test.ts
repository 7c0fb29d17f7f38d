import os from 'node:os';
import { startTestShop, type TestShop } from '../helpers';
import { settingsFromEnv } from '../../src/config/settings';
import { longFlag } from '../../src/features/challenges/flags';
import { startReceiver } from './receiver';

/** SOLUTIONS_WEBHOOK against a real HTTP receiver on 127.0.0.1. */
describe('the solutions webhook', () => {
  let shop: TestShop | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

  afterEach(async () => {
    await shop?.close();
    await receiver?.close();
    shop = undefined;
    receiver = undefined;
  });

  it('POSTs each solve in the best-known shop\'s shape, retries a failing receiver and never holds up the solving request', async () => {
    receiver = await startReceiver(['hold', 200]);
    shop = await startTestShop({ SOLUTIONS_WEBHOOK: receiver.url });
    const before = Date.now();

    // The receiver holds its first answer: the request that solved the challenge is answered anyway.
    const response = await shop.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    await receiver.until(1);
    expect(receiver.received).toHaveLength(1);

    // The held POST fails with 503: the same solution comes again after the back-off.
    receiver.release();
    await receiver.until(2);
    const [first, second] = receiver.received;
    expect(second.body).toEqual(first.body);
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.body).toEqual({
      solution: { challenge: 'securityPolicyChallenge', cheatScore: 0, totalCheatScore: 0, issuedOn: expect.any(String) },
      ctfFlag: longFlag('Security Policy', shop.ctx.config.ctf.key),
      issuer: { hostName: os.hostname(), os: `${os.type()} (${os.release()})`, appName: shop.ctx.config.application.name, config: 'default', version: shop.ctx.version },
    });
    const issuedOn = Date.parse((first.body as { solution: { issuedOn: string } }).solution.issuedOn);
    expect(issuedOn).toBeGreaterThanOrEqual(before - 1000);
    expect(issuedOn).toBeLessThanOrEqual(Date.now());

    // Delivered: nothing left to send, so no third attempt.
    await shop.webhook!.idle();
    expect(receiver.received).toHaveLength(2);
  }, 20000);

  it('sends a solve once, and not the challenges a progress code restores', async () => {
    receiver = await startReceiver([]);
    shop = await startTestShop({ SOLUTIONS_WEBHOOK: receiver.url });
    await shop.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    await shop.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    const code = shop.ctx.challenges.continueCode();
    shop.ctx.challenges.resetProgress();
    expect(shop.ctx.challenges.applyContinueCode(code)?.restored).toBe(1);
    await receiver.until(1);
    await shop.webhook!.idle();
    expect(receiver.received.map((post) => (post.body as { solution: { challenge: string } }).solution.challenge)).toEqual(['securityPolicyChallenge']);
  });

  it('solves as usual while the receiver is unreachable', async () => {
    shop = await startTestShop({ SOLUTIONS_WEBHOOK: 'http://127.0.0.1:9/nobody-listens' });
    const response = await shop.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(shop.ctx.challenges.isSolved('securityPolicyChallenge')).toBe(true);
  });

  it('on close, waits a moment for a POST under way, but not for a receiver that never answers', async () => {
    receiver = await startReceiver(['hold', 'hold']);
    shop = await startTestShop({ SOLUTIONS_WEBHOOK: receiver.url });
    await shop.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    await receiver.until(1);
    const answered = receiver;
    setTimeout(() => answered.release(), 200);
    let started = Date.now();
    await shop.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(Date.now() - started).toBeLessThan(1500);

    const silent = await startTestShop({ SOLUTIONS_WEBHOOK: receiver.url });
    shop = undefined;
    try {
      await silent.app.inject({ method: 'GET', url: '/rest/admin/application-version' });
      silent.ctx.challenges.solve('scoreBoardChallenge');
      await receiver.until(2);
      started = Date.now();
      await silent.close();
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      receiver.release();
    }
  });

  it('refuses a SOLUTIONS_WEBHOOK that is not an http(s) URL, naming the variable', () => {
    expect(() => settingsFromEnv({ SOLUTIONS_WEBHOOK: 'file:///etc/passwd' })).toThrow(/SOLUTIONS_WEBHOOK must be an http\(s\) URL/);
    expect(() => settingsFromEnv({ SOLUTIONS_WEBHOOK: 'not a url' })).toThrow(/SOLUTIONS_WEBHOOK/);
    expect(settingsFromEnv({}).solutionsWebhook).toBeNull();
  });
});
