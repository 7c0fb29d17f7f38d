import { startTestShop, type TestShop } from './helpers';
import { registerCustomer } from './account-helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url, payload, headers });

describe('data export', () => {
  it('exports the user data as JSON, and a second export within five minutes needs the image captcha', async () => {
    const user = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    shop.ctx.documents.reviews.insert({ product: 1, message: 'My own review', author: user.email, likesCount: 0, likedBy: [] });

    const first = await post('/rest/user/data-export', { format: '1' }, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().confirmation).toEqual(expect.any(String));
    const data = JSON.parse(first.json().userData);
    expect(data).toMatchObject({ email: user.email, orders: [], memories: [] });
    expect(data.reviews).toEqual([expect.objectContaining({ message: 'My own review', productId: 1 })]);
    expect(JSON.stringify(data)).not.toContain('password');

    const without = await post('/rest/user/data-export', { format: 1 }, headers);
    expect(without.statusCode).toBe(401);
    expect(without.json().error).toBe('Wrong answer to CAPTCHA. Please try again.');

    await shop.app.inject({ method: 'GET', url: '/rest/image-captcha', headers });
    const { answer } = shop.ctx.db.prepare('SELECT answer FROM ImageCaptchas WHERE UserId = ? ORDER BY id DESC').get(user.id) as { answer: string };
    expect((await post('/rest/user/data-export', { format: 1, answer: 'WRONG' }, headers)).statusCode).toBe(401);
    // A wrong answer uses the captcha up: the right one no longer works either.
    expect((await post('/rest/user/data-export', { format: 1, answer }, headers)).statusCode).toBe(401);

    await shop.app.inject({ method: 'GET', url: '/rest/image-captcha', headers });
    const fresh = shop.ctx.db.prepare('SELECT answer FROM ImageCaptchas WHERE UserId = ? ORDER BY id DESC').get(user.id) as { answer: string };
    const second = await post('/rest/user/data-export', { format: 1, answer: fresh.answer.toLowerCase() }, headers);
    expect(second.statusCode).toBe(200);
    expect(JSON.parse(second.json().userData).email).toBe(user.email);
  });

  it('offers only JSON and refuses bad input', async () => {
    const user = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    expect((await post('/rest/user/data-export', { format: '2' }, headers)).statusCode).toBe(400);
    expect((await post('/rest/user/data-export', { format: '9' }, headers)).statusCode).toBe(400);
    expect((await post('/rest/user/data-export', {}, headers)).statusCode).toBe(400);
    expect((await post('/rest/user/data-export', { format: '1', answer: 'x'.repeat(50) }, headers)).statusCode).toBe(400);
    expect((await post('/rest/user/data-export', { format: '1' })).statusCode).toBe(401);
  });
});

describe('erasure request', () => {
  it('erases the account with the right email and answer: it can no longer log in', async () => {
    const user = await registerCustomer(shop, { answer: 'Yuzu' });
    const { headers } = await shop.login(user.email, user.password);
    const response = await post('/rest/user/erasure-request', { email: user.email, securityAnswer: 'Yuzu' }, headers);
    expect(response.statusCode).toBe(200);
    await expect(shop.login(user.email, user.password)).rejects.toThrow(/401/);
    const request = shop.ctx.db.prepare('SELECT deletionRequested FROM PrivacyRequests WHERE UserId = ?').get(user.id) as { deletionRequested: number };
    expect(request.deletionRequested).toBe(1);
    // The address stays taken.
    const again = await shop.app.inject({ method: 'POST', url: '/api/Users', payload: { email: user.email, password: 'Pulp1!', passwordRepeat: 'Pulp1!', securityQuestion: { id: 1 }, securityAnswer: 'x' } });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a wrong answer, another email, no session and bad bodies', async () => {
    const user = await registerCustomer(shop, { answer: 'Yuzu' });
    const { headers } = await shop.login(user.email, user.password);
    const wrong = await post('/rest/user/erasure-request', { email: user.email, securityAnswer: 'Lemon' }, headers);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Wrong answer to security question.');
    expect((await post('/rest/user/erasure-request', { email: 'demo@pulp.shop', securityAnswer: 'Pepper' }, headers)).statusCode).toBe(403);
    expect((await post('/rest/user/erasure-request', { email: user.email, securityAnswer: 'Yuzu' })).statusCode).toBe(401);
    expect((await post('/rest/user/erasure-request', { email: user.email }, headers)).statusCode).toBe(400);
    expect((await post('/rest/user/erasure-request', { email: user.email, securityAnswer: '' }, headers)).statusCode).toBe(400);
    await expect(shop.login(user.email, user.password)).resolves.toBeTruthy();
  });
});
