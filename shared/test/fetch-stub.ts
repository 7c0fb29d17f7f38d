/**
 * A fetch stand-in for front-end unit tests: answers "METHOD /path" from a table and
 * records every call (method, path, query, JSON or form body). Unknown routes get a 404.
 */
export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

export type StubRoute = StubAnswer | ((call: StubCall) => StubAnswer | Promise<StubAnswer>);

export interface FetchStub {
  calls: StubCall[];
  /** The calls to one route ("METHOD /path"). */
  callsTo: (route: string) => StubCall[];
  /** Replaces or adds routes. */
  set: (routes: Record<string, StubRoute>) => void;
  restore: () => void;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function stubFetch(initial: Record<string, StubRoute> = {}): FetchStub {
  const routes = new Map(Object.entries(initial));
  const calls: StubCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: StubCall = { method: request.method, path: url.pathname, query: url.searchParams, body: await readBody(request) };
    calls.push(call);
    const route = routes.get(`${call.method} ${call.path}`);
    const answer = route === undefined ? { status: 404, body: { status: 'error', error: `no stub for ${call.method} ${call.path}` } } : typeof route === 'function' ? await route(call) : route;
    const text = answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    set: (more) => {
      for (const [key, value] of Object.entries(more)) routes.set(key, value);
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
