import ky, { HTTPError, type Options } from 'ky';
import { ApiError, messageFromBody } from './errors';
import { LOCAL_KEYS } from '../storage/keys';
import { local } from '../storage/browser';

/**
 * Where the API lives. The shop's API is on the page's origin (the shell's), whatever
 * origin a remote's code was loaded from.
 */
let apiBase = typeof window !== 'undefined' ? window.location.origin : 'http://127.0.0.1:3000';

export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

export function getApiBase(): string {
  return apiBase;
}

/** The token is read at request time so that every app sees the current session. */
let tokenSource: () => string | null = () => local.get(LOCAL_KEYS.token);

export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/** Headers every request carries (docs/behaviour.md, "API conventions"). */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = tokenSource();
  if (token) headers.Authorization = `Bearer ${token}`;
  const email = local.get(LOCAL_KEYS.email);
  if (email) headers['X-User-Email'] = email;
  return headers;
}

const http = ky.create({
  retry: 0,
  timeout: 30000,
  hooks: {
    beforeRequest: [
      (request) => {
        for (const [name, value] of Object.entries(authHeaders())) request.headers.set(name, value);
      },
    ],
  },
});

async function toApiError(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    let body: unknown = null;
    try {
      const text = await error.response.text();
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    } catch {
      body = null;
    }
    throw new ApiError(error.response.status, messageFromBody(body, error.response.statusText || 'Request failed'), body);
  }
  if (error instanceof Error) throw new ApiError(0, error.message, null);
  throw new ApiError(0, String(error), null);
}

function url(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Told before every request that may change data (anything but GET). */
const writeListeners = new Set<() => void>();

/** Calls `listener` before each write through this client; answers a function that stops it. */
export function onApiWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

async function call<T>(method: string, path: string, options: Options = {}): Promise<T> {
  if (method !== 'GET') for (const listener of writeListeners) listener();
  try {
    const response = await http(url(path), { method, ...options });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  } catch (error) {
    return toApiError(error);
  }
}

type Query = Record<string, string | number | boolean | undefined>;

function searchParams(query?: Query): Options['searchParams'] {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined) as [string, string | number | boolean][];
  return Object.fromEntries(entries);
}

/** The typed API client: JSON in, JSON out, failures as ApiError. */
export const api = {
  get: <T>(path: string, query?: Query) => call<T>('GET', path, { searchParams: searchParams(query) }),
  delete: <T>(path: string) => call<T>('DELETE', path),
  post: <T>(path: string, body?: unknown) => call<T>('POST', path, body instanceof FormData ? { body } : { json: body ?? {} }),
  put: <T>(path: string, body?: unknown) => call<T>('PUT', path, { json: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => call<T>('PATCH', path, { json: body ?? {} }),
};

export type Api = typeof api;
