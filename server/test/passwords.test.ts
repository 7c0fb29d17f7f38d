import { startTestShop, type TestShop } from './helpers';
import { registerCustomer } from './account-helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

const change = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url: `/rest/user/change-password?${new URLSearchParams(query).toString()}`, headers });

describe('change password (GET with query)', () => {
  it('changes the password when the current one is right', async () => {
    const user = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    const response = await change({ current: user.password, new: 'Fresh-Lime9', repeat: 'Fresh-Lime9' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
    await expect(shop.login(user.email, user.password)).rejects.toThrow();
    await expect(shop.login(user.email, 'Fresh-Lime9')).resolves.toBeTruthy();
  });

  it('refuses a wrong current password, a mismatch and the length rules', async () => {
    const user = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    const wrong = await change({ current: 'wrong', new: 'Abcdef1', repeat: 'Abcdef1' }, headers);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Current password is not correct.');
    expect((await change({ current: user.password, new: 'Abcdef1', repeat: 'Abcdef2' }, headers)).json().error).toBe('New and repeated password do not match.');
    expect((await change({ current: user.password, new: 'abc', repeat: 'abc' }, headers)).statusCode).toBe(400);
    expect((await change({ current: user.password, new: 'x'.repeat(21), repeat: 'x'.repeat(21) }, headers)).statusCode).toBe(400);
    expect((await change({ current: user.password, new: 'Abcdef1' }, headers)).statusCode).toBe(400);
    await expect(shop.login(user.email, user.password)).resolves.toBeTruthy();
  });

  // The token cookie alone is enough (the CSRF challenge: server/test/challenges/identity.test.ts).
  it('needs a session: the bearer header or the token cookie', async () => {
    const user = await registerCustomer(shop);
    const { token } = await shop.login(user.email, user.password);
    const query = { current: user.password, new: 'Abcdef1', repeat: 'Abcdef1' };
    expect((await change(query)).statusCode).toBe(401);
    expect((await change(query, { cookie: 'token=forged' })).statusCode).toBe(401);
    await expect(shop.login(user.email, user.password)).resolves.toBeTruthy();
    expect((await change(query, { cookie: `token=${token}` })).statusCode).toBe(200);
    await expect(shop.login(user.email, 'Abcdef1')).resolves.toBeTruthy();
  });
});

describe('reset password (security question)', () => {
  const reset = (payload: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/rest/user/reset-password', payload });

  it('resets with the right answer', async () => {
    const user = await registerCustomer(shop, { answer: 'Bergamot' });
    const response = await reset({ email: user.email, answer: 'Bergamot', new: 'Newpass1', repeat: 'Newpass1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(user.email);
    await expect(shop.login(user.email, 'Newpass1')).resolves.toBeTruthy();
  });

  it('refuses a wrong answer, an unknown email, mismatches and malformed bodies', async () => {
    const user = await registerCustomer(shop, { answer: 'Bergamot' });
    const wrong = await reset({ email: user.email, answer: 'bergamot', new: 'Newpass1', repeat: 'Newpass1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Wrong answer to security question.');
    expect((await reset({ email: 'nobody@pulp.shop', answer: 'x', new: 'Newpass1', repeat: 'Newpass1' })).statusCode).toBe(401);
    expect((await reset({ email: user.email, answer: 'Bergamot', new: 'Newpass1', repeat: 'Newpass2' })).statusCode).toBe(400);
    expect((await reset({ email: user.email, answer: 'Bergamot', new: 'abc', repeat: 'abc' })).statusCode).toBe(400);
    expect((await reset({ email: user.email, answer: 'Bergamot' })).statusCode).toBe(400);
    expect((await reset({ email: user.email, answer: 42, new: 'Newpass1', repeat: 'Newpass1' })).statusCode).toBe(401);
    await expect(shop.login(user.email, user.password)).resolves.toBeTruthy();
  });
});
