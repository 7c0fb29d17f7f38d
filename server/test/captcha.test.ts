import { arithmeticQuestion } from '../src/features/captcha/captchas';
import { FeedbackBursts } from '../src/features/challenges/shopping/feedback-bursts';
import { DEMO, startTestShop, type TestShop } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

describe('arithmetic questions', () => {
  it('computes with the usual precedence', () => {
    const sequence = (values: number[]) => () => values.shift() as number;
    // picks: a-1, b-1, c-1, first operator, second operator (0 +, 1 -, 2 *)
    expect(arithmeticQuestion(sequence([1, 2, 3, 0, 2]))).toEqual({ question: '2+3*4', answer: 14 });
    expect(arithmeticQuestion(sequence([1, 2, 3, 2, 0]))).toEqual({ question: '2*3+4', answer: 10 });
    expect(arithmeticQuestion(sequence([1, 2, 3, 1, 1]))).toEqual({ question: '2-3-4', answer: -5 });
    expect(arithmeticQuestion(sequence([9, 9, 9, 2, 2]))).toEqual({ question: '10*10*10', answer: 1000 });
  });
});

describe('text captcha', () => {
  it('asks a question and sends its answer along (the spot of CAPTCHA Bypass)', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/rest/captcha' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ captchaId: expect.any(Number), captcha: expect.stringMatching(/^\d+[-+*]\d+[-+*]\d+$/), answer: expect.stringMatching(/^-?\d+$/) });
    const stored = shop.ctx.db.prepare('SELECT answer FROM Captchas WHERE captchaId = ?').get(body.captchaId) as { answer: string };
    expect(body.answer).toBe(stored.answer);
    expect(response.headers['cache-control']).toBe('no-store');
    const second = (await shop.app.inject({ method: 'GET', url: '/rest/captcha' })).json();
    expect(second.captchaId).not.toBe(body.captchaId);
  });

  it('the answer it sends is accepted by the feedback form', async () => {
    const { captchaId, answer } = (await shop.app.inject({ method: 'GET', url: '/rest/captcha' })).json();
    const response = await shop.app.inject({ method: 'POST', url: '/api/Feedbacks', payload: { comment: 'Read, not computed (anonymous)', rating: 4, captchaId, captcha: answer } });
    expect(response.statusCode).toBe(201);
  });
});

describe('feedback bursts (CAPTCHA Bypass detection)', () => {
  it('counts the feedbacks of one client within 20 seconds, apart from other clients', () => {
    const bursts = new FeedbackBursts();
    const start = 1_000_000;
    for (let count = 1; count <= 9; count += 1) expect(bursts.add('10.0.0.1', start + count * 1000)).toBe(count);
    expect(bursts.add('10.0.0.2', start + 9500)).toBe(1);
    expect(bursts.add('10.0.0.1', start + 10_000)).toBe(10);
  });

  it('forgets feedbacks older than the window: ten spread over more than 20 seconds stay below the limit', () => {
    const bursts = new FeedbackBursts();
    const counts = Array.from({ length: 10 }, (_, index) => bursts.add('10.0.0.1', index * 2500));
    expect(Math.max(...counts)).toBeLessThan(FeedbackBursts.LIMIT);
  });
});

describe('image captcha', () => {
  it('draws five characters as SVG for logged-in users only', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/rest/image-captcha' })).statusCode).toBe(401);
    const { headers } = await shop.login(DEMO.email, DEMO.password);
    const response = await shop.app.inject({ method: 'GET', url: '/rest/image-captcha', headers });
    expect(response.statusCode).toBe(200);
    const { image } = response.json();
    expect(image).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const stored = shop.ctx.db.prepare('SELECT answer FROM ImageCaptchas ORDER BY id DESC LIMIT 1').get() as { answer: string };
    expect(stored.answer).toMatch(/^[A-Z2-9]{5}$/);
    // The characters are drawn as paths: the answer is not in the markup as text.
    expect(image).not.toContain(stored.answer);
  });
});
