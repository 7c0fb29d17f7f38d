// What the first screen fetches: how many code files it waits for, and which files a warm
// visit still asks the server about.

/** A content-hashed build file (webpack's `[name].[contenthash:8].js`): its name changes with its content. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(?:js|css|svg|png|woff2?)$/;

export function isContentHashed(url) {
  return CONTENT_HASHED.test(new URL(url).pathname);
}

/**
 * The JS and CSS files asked for before the grid appeared (`requests` are { url, type, issued }
 * on the grid's clock; a URL counts once, so a preload and the script element that takes it up
 * are one file).
 */
export function filesBeforeGrid(requests, gridAt) {
  const urls = requests.filter((request) => (request.type === 'script' || request.type === 'stylesheet') && request.issued <= gridAt).map((request) => request.url);
  return [...new Set(urls)];
}

/**
 * Of a visit's responses ({ url, status, fromCache }: fromCache when Chromium took the answer
 * from its memory or disk cache without asking the server), those that went to the server:
 * the document and every unhashed file, and, if their caching is wrong, hashed files (with a
 * 304 for a revalidation).
 */
export function askedServer(responses) {
  const seen = new Set();
  return responses.filter((response) => !response.fromCache && !seen.has(response.url) && seen.add(response.url));
}

/** The content-hashed files among them: each one is a round trip a warm visit should not make. */
export function hashedRevalidations(responses) {
  return askedServer(responses).filter((response) => isContentHashed(response.url));
}
