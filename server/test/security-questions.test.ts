import { DEMO, startTestShop, type TestShop } from './helpers';
import { registerCustomer } from './account-helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

describe('security questions', () => {
  it('lists the questions', async () => {
    const { data } = (await shop.app.inject({ method: 'GET', url: '/api/SecurityQuestions' })).json();
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(data[0]).toEqual({ id: 1, question: expect.any(String) });
  });

  it("looks up a user's question by email, and nothing for unknown emails", async () => {
    const known = await shop.app.inject({ method: 'GET', url: `/rest/user/security-question?email=${encodeURIComponent(DEMO.email)}` });
    expect(known.json().question).toEqual({ id: 1, question: "Your first pet's name?" });
    expect((await shop.app.inject({ method: 'GET', url: '/rest/user/security-question?email=nobody%40pulp.shop' })).json()).toEqual({});
    expect((await shop.app.inject({ method: 'GET', url: '/rest/user/security-question' })).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: `/rest/user/security-question?email=${'a'.repeat(400)}` })).statusCode).toBe(400);
  });
});

describe('security answers', () => {
  it('confirms the answer stored at registration and refuses to change it', async () => {
    const user = await registerCustomer(shop, { questionId: 4, answer: 'Rosa' });
    const confirm = await shop.app.inject({ method: 'POST', url: '/api/SecurityAnswers', payload: { UserId: user.id, answer: 'Rosa', SecurityQuestionId: 4 } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data).toMatchObject({ UserId: user.id, SecurityQuestionId: 4 });
    expect(confirm.json().data.answer).toBeUndefined();
    const change = await shop.app.inject({ method: 'POST', url: '/api/SecurityAnswers', payload: { UserId: user.id, answer: 'Other', SecurityQuestionId: 4 } });
    expect(change.statusCode).toBe(400);
    const otherQuestion = await shop.app.inject({ method: 'POST', url: '/api/SecurityAnswers', payload: { UserId: user.id, answer: 'Rosa', SecurityQuestionId: 5 } });
    expect(otherQuestion.statusCode).toBe(400);
  });

  it('lets a user without an answer set their own once, nobody else', async () => {
    const user = await registerCustomer(shop);
    shop.ctx.db.prepare('DELETE FROM SecurityAnswers WHERE UserId = ?').run(user.id);
    const stranger = await shop.login(DEMO.email, DEMO.password);
    const payload = { UserId: user.id, answer: 'Kiwi', SecurityQuestionId: 2 };
    expect((await shop.app.inject({ method: 'POST', url: '/api/SecurityAnswers', payload })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'POST', url: '/api/SecurityAnswers', payload, headers: stranger.headers })).statusCode).toBe(403);
    const own = await shop.login(user.email, user.password);
    expect((await shop.app.inject({ method: 'POST', url: '/api/SecurityAnswers', payload, headers: own.headers })).statusCode).toBe(201);
  });

  it('refuses bad input', async () => {
    const post = (payload: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/api/SecurityAnswers', payload });
    expect((await post({ UserId: 'x', answer: 'a', SecurityQuestionId: 1 })).statusCode).toBe(400);
    expect((await post({ UserId: 1, answer: '', SecurityQuestionId: 1 })).statusCode).toBe(400);
    expect((await post({ UserId: 1, answer: 'a' })).statusCode).toBe(400);
    expect((await post({ UserId: 1, answer: 'a', SecurityQuestionId: 999 })).statusCode).toBe(400);
    expect((await post({ UserId: 1, answer: 'a'.repeat(300), SecurityQuestionId: 1 })).statusCode).toBe(400);
  });
});
