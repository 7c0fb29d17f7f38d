import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * Reading the addresses a client names in its headers (Host, Origin, Referer) without trusting
 * them: any text can arrive there, and `new URL` throws on most of it.
 */

/**
 * Whether a Host header is a host name or address with an optional port, and nothing else
 * (no spaces, paths, user names, unclosed brackets, ports past 65535): what HTTP/1.1 requires,
 * and what the shop may put into an address of its own.
 */
export function isValidHost(host: string): boolean {
  if (!host || host.length > 300) return false;
  try {
    return new URL(`http://${host}`).host === host.toLowerCase().replace(/:80$/, '');
  } catch {
    return false;
  }
}

/** An Origin or Referer header as an http(s) address; null when it names none or is no address. */
function addressOf(value: string | undefined): URL | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether an Origin or Referer header names another host than the Host header: both read as
 * addresses of the same scheme, so `localhost:80` and `http://localhost` are one host. An
 * address that is none (no header, `null`, not a URL) names no host: false.
 */
export function namesAnotherHost(claimed: string | undefined, host: string | undefined): boolean {
  const address = addressOf(claimed);
  if (!address) return false;
  if (!host || !isValidHost(host)) return true;
  return new URL(`${address.protocol}//${host}`).host !== address.host;
}

/**
 * Whether the browser says another site sent this request: an Origin header that names another
 * host than the one the request came to. An Origin that is no address at all counts as another
 * site (no browser sends one); none, or the opaque `null` of a sandboxed or privacy-minded
 * page, does not.
 */
export function sentFromAnotherSite(headers: IncomingHttpHeaders): boolean {
  const { origin, host } = headers;
  if (!origin || origin === 'null') return false;
  return !addressOf(origin) || namesAnotherHost(origin, host);
}

/** The answer to a request whose Host header is no host (the client's sentence; shared/api/messages maps it). */
export const INVALID_HOST_MESSAGE = 'This request names no valid host. Please open the shop at its usual address.';

/**
 * Refuses (400) every request whose Host header is no host, before any route reads it: the
 * shop builds addresses from it (security.txt, the OAuth metadata, the own-origin check of
 * linked pictures). A request without one (HTTP/1.0) passes.
 */
export function refuseInvalidHosts(app: FastifyInstance): void {
  // Clients name the same host request after request: the last one found valid is not parsed
  // again (isValidHost builds a URL, on every request of the shop otherwise).
  let lastValidHost: string | undefined;
  app.addHook('onRequest', async (request) => {
    const { host } = request.headers;
    if (host === undefined || host === lastValidHost) return;
    if (!isValidHost(host)) throw badRequest(INVALID_HOST_MESSAGE);
    lastValidHost = host;
  });
}
