/**
 * A stand-in for the network in unit tests: fetch answers from handlers keyed by
 * "METHOD /path" (or just "/path" for any method), and every request is recorded.
 */
export type StubAnswer = Response | unknown;
export type StubHandler = (request: Request, url: URL) => StubAnswer | Promise<StubAnswer>;

export interface FetchStub {
  /** Every request fetch received, in order. */
  requests: Request[];
  /** Requests to one path (any method unless given). */
  requestsTo: (path: string, method?: string) => Request[];
  restore: () => void;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function stubFetch(handlers: Record<string, StubHandler>): FetchStub {
  const requests: Request[] = [];
  // A stub over a stub (one test answering differently) hands back to the outer one.
  const outer = jest.isMockFunction(globalThis.fetch) ? (globalThis.fetch as jest.MockedFunction<typeof fetch>).getMockImplementation() : undefined;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname}`] ?? handlers[url.pathname];
    if (!handler) return jsonResponse({ status: 'error', error: `No stub for ${request.method} ${url.pathname}` }, 404);
    const answer = await handler(request, url);
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  return {
    requests,
    requestsTo: (path, method) => requests.filter((request) => new URL(request.url).pathname === path && (!method || request.method === method)),
    restore: () => (outer ? spy.mockImplementation(outer) : spy.mockRestore()),
  };
}
