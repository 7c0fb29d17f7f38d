import { api, onApiWrite } from './client';

/**
 * Answers the shell document asked for while it was parsed (<link rel="preload" as="fetch">),
 * so that a first screen's data arrives in parallel with its code instead of after it.
 * fetch() with the same URL, mode and credentials as the link takes the preloaded response
 * from the browser's cache instead of asking the server again.
 */
const adopted = new Map<string, Promise<Response>>();

/** How long an adopted answer stays usable: it is for the first screen, not for later visits. */
const FRESH_MS = 10_000;

function key(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/**
 * A write may change what a preload holds (an accountant's new price, an added basket item):
 * after one, every adopted answer is stale and later reads ask the server.
 */
onApiWrite(() => adopted.clear());

/** Takes over the document's data preloads (the shell calls it once at start). */
export function adoptPreloadedData(doc: Document = document): void {
  for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'))) {
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== window.location.origin || adopted.has(key(url))) continue;
    // crossorigin="anonymous" on the link is fetch()'s default: mode cors, same-origin credentials.
    const response = fetch(url.toString(), { credentials: 'same-origin' });
    response.catch(() => undefined);
    adopted.set(key(url), response);
    setTimeout(() => adopted.delete(key(url)), FRESH_MS);
  }
}

/**
 * A GET of the API, answered from the document's preload when there is a fresh one (once),
 * else asked the usual way. A failed preload is asked again, so errors read as from api.get.
 */
export function getPreloadedOr<T>(path: string): Promise<T> {
  const id = key(new URL(path, window.location.origin));
  const response = adopted.get(id);
  if (!response) return api.get<T>(path);
  adopted.delete(id);
  return response.then(
    async (answer) => (answer.ok ? ((await answer.json()) as T) : api.get<T>(path)),
    () => api.get<T>(path),
  );
}
