import { api, authHeaders, getApiBase, setApiBase, setTokenSource } from './client';
import { ApiError, errorMessage, messageFromBody } from './errors';
import { local } from '../storage/browser';

/**
 * These tests look at the raw requests (headers, content type, URL), so they answer
 * fetch themselves: handlers by path return a Response or a JSON value.
 */
type Handler = (request: Request, url: URL) => unknown;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname}`] ?? handlers[url.pathname];
    if (!handler) return jsonResponse({ error: `No stub for ${request.method} ${url.pathname}` }, 404);
    const answer = await handler(request, url);
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  return { requests };
}

let stub: ReturnType<typeof stubFetch>;

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  setApiBase('http://127.0.0.1:3000');
  setTokenSource(() => local.get('token'));
});

describe('request headers', () => {
  const calls = [
    ['GET', () => api.get('/rest/x')],
    ['POST', () => api.post('/rest/x', { a: 1 })],
    ['PUT', () => api.put('/rest/x', { a: 1 })],
    ['PATCH', () => api.patch('/rest/x', { a: 1 })],
    ['DELETE', () => api.delete('/rest/x')],
  ] as const;

  it.each(calls)('%s carries the bearer token and the stored email', async (method, call) => {
    localStorage.setItem('token', 'abc.def.ghi');
    localStorage.setItem('email', 'remembered@pulp.shop');
    stub = stubFetch({ '/rest/x': () => ({ ok: true }) });
    await call();
    const [request] = stub.requests;
    expect(request.method).toBe(method);
    expect(request.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(request.headers.get('X-User-Email')).toBe('remembered@pulp.shop');
  });

  it.each(calls)('%s carries neither header when nothing is stored', async (_method, call) => {
    stub = stubFetch({ '/rest/x': () => ({ ok: true }) });
    await call();
    const [request] = stub.requests;
    expect(request.headers.has('Authorization')).toBe(false);
    expect(request.headers.has('X-User-Email')).toBe(false);
  });

  it('sends the email alone when there is no token, and the token alone without an email', async () => {
    stub = stubFetch({ '/rest/x': () => ({}) });
    localStorage.setItem('email', 'only@pulp.shop');
    await api.get('/rest/x');
    localStorage.removeItem('email');
    localStorage.setItem('token', 't1');
    await api.get('/rest/x');
    expect(stub.requests[0].headers.has('Authorization')).toBe(false);
    expect(stub.requests[0].headers.get('X-User-Email')).toBe('only@pulp.shop');
    expect(stub.requests[1].headers.get('Authorization')).toBe('Bearer t1');
    expect(stub.requests[1].headers.has('X-User-Email')).toBe(false);
  });

  it('reads the token at request time, so a login between two calls counts', async () => {
    stub = stubFetch({ '/rest/x': () => ({}) });
    await api.get('/rest/x');
    localStorage.setItem('token', 'fresh');
    await api.get('/rest/x');
    expect(stub.requests[0].headers.has('Authorization')).toBe(false);
    expect(stub.requests[1].headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('takes the token from a replaced token source', async () => {
    setTokenSource(() => 'from-source');
    expect(authHeaders()).toEqual({ Authorization: 'Bearer from-source' });
    stub = stubFetch({ '/rest/x': () => ({}) });
    await api.get('/rest/x');
    expect(stub.requests[0].headers.get('Authorization')).toBe('Bearer from-source');
  });
});

describe('requests', () => {
  it('sends JSON bodies and parses JSON answers', async () => {
    stub = stubFetch({ 'POST /api/BasketItems/': async (request) => ({ status: 'success', data: await request.json() }) });
    const answer = await api.post<{ data: unknown }>('/api/BasketItems/', { ProductId: 3, quantity: 1 });
    expect(answer).toEqual({ status: 'success', data: { ProductId: 3, quantity: 1 } });
    expect(stub.requests[0].headers.get('Content-Type')).toMatch(/application\/json/);
  });

  it('sends an empty JSON object when a body-carrying call has none', async () => {
    stub = stubFetch({ '/rest/x': async (request) => ({ got: await request.text() }) });
    expect(await api.put('/rest/x')).toEqual({ got: '{}' });
  });

  it('sends FormData as multipart, not as JSON', async () => {
    stub = stubFetch({ 'POST /rest/memories': async (request) => ({ type: request.headers.get('Content-Type'), caption: (await request.formData()).get('caption') }) });
    const form = new FormData();
    form.append('caption', 'Sunny day');
    const answer = await api.post<{ type: string; caption: string }>('/rest/memories', form);
    expect(answer.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.caption).toBe('Sunny day');
  });

  it('adds query parameters, leaving out undefined ones', async () => {
    stub = stubFetch({ '/rest/products/search': (_request, url) => ({ query: url.search }) });
    expect(await api.get('/rest/products/search', { q: 'orange', page: 2, deluxe: false, skip: undefined })).toEqual({ query: '?q=orange&page=2&deluxe=false' });
    expect(await api.get('/rest/products/search')).toEqual({ query: '' });
  });

  it('resolves paths against the API base and keeps absolute URLs', async () => {
    stub = stubFetch({ '/rest/x': () => ({}) });
    setApiBase('http://shop.example:4400/');
    expect(getApiBase()).toBe('http://shop.example:4400');
    await api.get('/rest/x');
    await api.get('rest/x');
    await api.get('https://provider.example/rest/x');
    expect(stub.requests.map((request) => request.url)).toEqual([
      'http://shop.example:4400/rest/x',
      'http://shop.example:4400/rest/x',
      'https://provider.example/rest/x',
    ]);
  });

  it('returns undefined for 204 and for empty bodies, and text for non-JSON bodies', async () => {
    stub = stubFetch({
      '/no-content': () => new Response(null, { status: 204 }),
      '/empty': () => new Response('', { status: 200 }),
      '/text': () => new Response('plain words', { status: 200 }),
    });
    await expect(api.delete('/no-content')).resolves.toBeUndefined();
    await expect(api.get('/empty')).resolves.toBeUndefined();
    await expect(api.get('/text')).resolves.toBe('plain words');
  });

  it('does not retry failed calls', async () => {
    stub = stubFetch({ '/rest/x': () => jsonResponse({ error: 'busy' }, 503) });
    await expect(api.get('/rest/x')).rejects.toBeInstanceOf(ApiError);
    expect(stub.requests).toHaveLength(1);
  });
});

describe('errors', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
    throw new Error('the call did not fail');
  }

  it("turns the server's JSON error into an ApiError with its message, status and body", async () => {
    stub = stubFetch({ '/rest/user/login': () => jsonResponse({ status: 'error', error: 'Invalid email or password.' }, 401) });
    const error = await failure(api.post('/rest/user/login', { email: 'x', password: 'y' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password.');
    expect(error.body).toEqual({ status: 'error', error: 'Invalid email or password.' });
  });

  it('reads the other error shapes the server sends', async () => {
    stub = stubFetch({
      '/message': () => jsonResponse({ message: 'Not found here' }, 404),
      '/nested': () => jsonResponse({ error: { message: 'Nested reason' } }, 400),
      '/list': () => jsonResponse({ errors: [{ message: 'email must be unique' }] }, 400),
      '/text': () => new Response('Plain failure', { status: 500 }),
      '/empty': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    expect((await failure(api.get('/message'))).message).toBe('Not found here');
    expect((await failure(api.get('/nested'))).message).toBe('Nested reason');
    expect((await failure(api.get('/list'))).message).toBe('email must be unique');
    const text = await failure(api.get('/text'));
    expect([text.status, text.message, text.body]).toEqual([500, 'Plain failure', 'Plain failure']);
    expect((await failure(api.get('/empty'))).message).toBe('Internal Server Error');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/rest/x'));
    expect([error.status, error.message]).toEqual([0, 'Failed to fetch']);
  });

  it('picks messages from bodies and falls back when there is none', () => {
    expect(messageFromBody({ errors: ['first', 'second'] }, 'fallback')).toBe('first');
    expect(messageFromBody({ error: '  ' }, 'fallback')).toBe('fallback');
    expect(messageFromBody(null, 'fallback')).toBe('fallback');
    expect(messageFromBody({ errors: [] }, 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(400, 'bad', null))).toBe('bad');
    expect(errorMessage('just text')).toBe('just text');
  });
});
