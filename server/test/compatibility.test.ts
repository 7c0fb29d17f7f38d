import { ADMIN, DEMO, startTestShop, type TestShop } from './helpers';
import { expectSolved } from './challenges';
import { JONAS, shopper } from './shop-helpers';
import { uniqueEmail } from './account-helpers';

/**
 * Request and answer shapes that API clients, test suites and solution guides written for
 * the best-known shop of this kind rely on (docs/compatibility.md lists every shared path).
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(() => shop.close());

const register = (payload: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/api/Users', payload });

describe('GET /api/BasketItems (the list)', () => {
  it('needs a login', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/BasketItems' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe('error');
  });

  it("answers the caller's own items in {status, data}, never another user's, and empties with DELETE", async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const jonas = await shop.login(JONAS.email, JONAS.password);
    await shopper(shop, demo).emptyBasket();
    await shopper(shop, jonas).emptyBasket();
    await shopper(shop, demo).put(1, 2);
    await shopper(shop, demo).put(3, 1);
    await shopper(shop, jonas).put(2, 1);

    const list = await shop.app.inject({ method: 'GET', url: '/api/BasketItems', headers: demo.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.status).toBe('success');
    expect(body.data).toEqual([
      { id: expect.any(Number), ProductId: 1, BasketId: demo.bid, quantity: 2, createdAt: expect.any(String), updatedAt: expect.any(String) },
      { id: expect.any(Number), ProductId: 3, BasketId: demo.bid, quantity: 1, createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    // The trailing-slash spelling clients also use.
    expect((await shop.app.inject({ method: 'GET', url: '/api/BasketItems/', headers: demo.headers })).json().data).toHaveLength(2);

    // One item by its id, the caller's own; another user's stays theirs.
    const first = await shop.app.inject({ method: 'GET', url: `/api/BasketItems/${body.data[0].id}`, headers: demo.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'success', data: body.data[0] });
    const [hisItem] = (await shop.app.inject({ method: 'GET', url: '/api/BasketItems', headers: jonas.headers })).json().data as { id: number }[];
    expect((await shop.app.inject({ method: 'GET', url: `/api/BasketItems/${hisItem.id}`, headers: demo.headers })).statusCode).toBeGreaterThanOrEqual(400);

    // A client empties the basket item by item from the list.
    for (const item of body.data as { id: number }[]) {
      expect((await shop.app.inject({ method: 'DELETE', url: `/api/BasketItems/${item.id}`, headers: demo.headers })).statusCode).toBe(200);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/api/BasketItems', headers: demo.headers })).json().data).toEqual([]);
    // Jonas's item is still there, and only in his list.
    const his = (await shop.app.inject({ method: 'GET', url: '/api/BasketItems', headers: jonas.headers })).json().data;
    expect(his).toEqual([expect.objectContaining({ ProductId: 2, BasketId: jonas.bid, quantity: 1 })]);
  });
});

describe('POST /api/Users (minimal shapes)', () => {
  it('registers with {email, password} alone: 201, no password in the answer, and the account logs in', async () => {
    const email = uniqueEmail('minimal');
    const response = await register({ email, password: 'hooooorst' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ id: expect.any(Number), email, role: 'customer', createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(data.password).toBeUndefined();
    // No security question was given, so none is stored.
    expect(shop.ctx.db.prepare('SELECT COUNT(*) AS count FROM SecurityAnswers WHERE UserId = ?').get(data.id)).toEqual({ count: 0 });
    await expect(shop.login(email, 'hooooorst')).resolves.toMatchObject({ bid: expect.any(Number) });
  });

  it('takes the other fields when given, with the roles clients send', async () => {
    for (const role of ['customer', 'deluxe', 'accounting']) {
      const response = await register({ email: uniqueEmail(role), password: 'hooooorst', role });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.role).toBe(role);
    }
    const withRepeat = await register({ email: uniqueEmail('repeat'), password: 'hooooorst', passwordRepeat: 'hooooorst' });
    expect(withRepeat.statusCode).toBe(201);
  });

  it("keeps the form's rules for every field that is given", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email', password: 'hooooorst' }, 'email'],
      [{ email: uniqueEmail('short'), password: 'abc' }, 'password'],
      [{ email: uniqueEmail('long'), password: 'x'.repeat(21) }, 'password'],
      [{ email: ' ', password: ' ' }, 'password'],
      [{ email: DEMO.email, password: 'hooooorst' }, 'email'],
      [{ email: uniqueEmail('answer'), password: 'hooooorst', securityQuestion: { id: 1 } }, 'securityAnswer'],
      [{ email: uniqueEmail('question'), password: 'hooooorst', securityAnswer: 'Lisbon' }, 'securityQuestion'],
      [{ email: uniqueEmail('unknown'), password: 'hooooorst', securityQuestion: { id: 999 }, securityAnswer: 'Lisbon' }, 'securityQuestion'],
    ];
    for (const [payload, field] of cases) {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', errors: [{ path: field, message: expect.any(String) }] });
    }
    for (const payload of [{ password: 'hooooorst' }, { email: uniqueEmail('nopass') }, { email: uniqueEmail('role'), password: 'hooooorst', role: 'accountinguser' }]) {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe('error');
    }
  });
});

describe('GET /rest/captcha', () => {
  it('answers {captchaId, captcha, answer}, the answer being what the feedback form accepts', async () => {
    const body = (await shop.app.inject({ method: 'GET', url: '/rest/captcha' })).json();
    expect(Object.keys(body).sort()).toEqual(['answer', 'captcha', 'captchaId']);
    const feedback = await shop.app.inject({ method: 'POST', url: '/api/Feedbacks', payload: { comment: 'Scripted (anonymous)', rating: 5, captchaId: body.captchaId, captcha: body.answer } });
    expect(feedback.statusCode).toBe(201);
  });
});

describe('POST /rest/user/login without a password', () => {
  it('fails for an honest email, and the published injection payload {"email": "\' or 1=1--"} logs in as the first user', async () => {
    const honest = await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email: DEMO.email } });
    expect(honest.statusCode).toBe(401);
    const injected = await shop.app.inject({ method: 'POST', url: '/rest/user/login', payload: { email: "' or 1=1--" } });
    expect(injected.statusCode).toBe(200);
    expect(injected.json().authentication).toEqual({ token: expect.any(String), bid: expect.any(Number), umail: ADMIN.email });
    await expectSolved(shop, 'loginAdminChallenge');
  });
});

describe('GET /api/Feedbacks/:id', () => {
  it('answers one feedback in {status, data} to a logged-in caller; 401 without a login, 404 for an unknown id', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    expect((await shop.app.inject({ method: 'GET', url: '/api/Feedbacks/1' })).statusCode).toBe(401);
    const one = await shop.app.inject({ method: 'GET', url: '/api/Feedbacks/1', headers: demo.headers });
    expect(one.statusCode).toBe(200);
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/Feedbacks' })).json().data.find((entry: { id: number }) => entry.id === 1);
    expect(one.json()).toEqual({ status: 'success', data: listed });
    expect((await shop.app.inject({ method: 'GET', url: '/api/Feedbacks/999999', headers: demo.headers })).statusCode).toBe(404);
  });
});

describe('/api/Complaints', () => {
  it("answers a new complaint with createdAt and updatedAt, and lists the caller's own complaints only", async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const jonas = await shop.login(JONAS.email, JONAS.password);
    expect((await shop.app.inject({ method: 'GET', url: '/api/Complaints' })).statusCode).toBe(401);
    const filed = await shop.app.inject({ method: 'POST', url: '/api/Complaints', headers: demo.headers, payload: { message: 'The juice was warm.' } });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data).toMatchObject({ id: expect.any(Number), message: 'The juice was warm.', createdAt: expect.any(String), updatedAt: expect.any(String) });
    await shop.app.inject({ method: 'POST', url: '/api/Complaints', headers: jonas.headers, payload: { message: 'Not for Dana to read.' } });

    const list = await shop.app.inject({ method: 'GET', url: '/api/Complaints', headers: demo.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().status).toBe('success');
    const messages = (list.json().data as { message: string; UserId: number }[]).map((complaint) => complaint.message);
    expect(messages).toContain('The juice was warm.');
    expect(messages).not.toContain('Not for Dana to read.');
  });
});

describe('PUT /api/Addresss/:id with some fields', () => {
  it('changes the given fields, keeps the others, and still applies each field rule', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/Addresss',
      headers: demo.headers,
      payload: { fullName: 'Jim', mobileNum: '9800000000', zipCode: 'NX 101', streetAddress: 'Bakers Street', city: 'NYC', state: 'NY', country: 'USA' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const put = (payload: Record<string, unknown>) => shop.app.inject({ method: 'PUT', url: `/api/Addresss/${id}`, headers: demo.headers, payload });

    const renamed = await put({ fullName: 'Jimy' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id, fullName: 'Jimy', mobileNum: 9800000000, zipCode: 'NX 101', city: 'NYC', country: 'USA' });
    for (const payload of [{ zipCode: 'NX 10111111' }, { mobileNum: 10000000000 }, { city: '   ' }]) expect((await put(payload)).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: `/api/Addresss/${id}`, headers: demo.headers })).json().data.fullName).toBe('Jimy');
  });
});

describe('POST /b2b/v2/orders', () => {
  it('answers 401 to a caller without a login before looking at the body', async () => {
    for (const payload of [{}, { cid: 'JS0815DE', orderLinesData: '[{"productId": 1, "quantity": 1}]' }]) {
      const response = await shop.app.inject({ method: 'POST', url: '/b2b/v2/orders', payload });
      expect(response.statusCode).toBe(401);
    }
    const demo = await shop.login(DEMO.email, DEMO.password);
    expect((await shop.app.inject({ method: 'POST', url: '/b2b/v2/orders', headers: demo.headers, payload: {} })).statusCode).toBe(400);
  });
});
