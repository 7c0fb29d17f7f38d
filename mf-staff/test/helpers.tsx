import type { ReactElement } from 'react';
import { renderWithProviders, testI18n } from '../../shared/test/render';
import { dismissAllSnackbars, Toaster } from '@pulp/shared/ui';
import staffEn from '../i18n/en.json';
// The Paginator's texts live in the shell's fragment; the shop merges both at run time.
import shellEn from '../../shell/i18n/en.json';

/** Renders a staff page the way the shell hosts it, snackbars included. */
export function renderStaff(ui: ReactElement) {
  return renderWithProviders(
    <>
      {ui}
      <Toaster />
    </>,
    { i18n: testI18n(shellEn, staffEn) },
  );
}

/** Snackbars outlive a test (the toaster is a page-wide singleton): start each test without them. */
export function clearSnackbars(): void {
  dismissAllSnackbars();
}

export interface StubRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

function pattern(route: string): RegExp {
  const [method, path] = route.split(' ');
  const source = path.replace(/\/$/, '').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${method} ${source}/?$`);
}

/**
 * Stands in for the shop's server: routes like 'PUT /api/Products/:id' answer JSON, every
 * request is recorded, and unknown routes get the server's JSON 404.
 */
export function stubServer(routes: Record<string, Handler>) {
  const calls: StubRequest[] = [];
  const table = Object.entries(routes).map(([route, handler]) => ({ matcher: pattern(route), handler }));
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const key = `${request.method} ${path}`;
    const entry = table.find(({ matcher }) => matcher.test(key));
    const params = entry ? { ...(entry.matcher.exec(key)?.groups ?? {}) } : {};
    const call: StubRequest = { method: request.method, path, params, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const answer = entry ? await entry.handler(call) : { status: 404, body: { status: 'error', error: `No route for ${key}` } };
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return {
    calls,
    /** The requests with this method and path. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    restore: () => spy.mockRestore(),
  };
}

export const success = (data: unknown): StubAnswer => ({ body: { status: 'success', data } });
export const failure = (status: number, error: string): StubAnswer => ({ status, body: { status: 'error', error } });
