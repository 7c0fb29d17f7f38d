import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import type { ShopConfiguration } from '../config/configuration';

/** A Content Security Policy as directive → sources. */
export type PolicyDirectives = Record<string, string[]>;

/**
 * The origins remotes are loaded from when the configuration points them elsewhere (a CDN):
 * the shell runs their scripts and styles and fetches their chunks. Relative entries (the
 * default) are the shop itself.
 */
export function remoteOrigins(config: ShopConfiguration): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(config.remotes ?? {})) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // relative: served by the shop itself
    }
  }
  return [...origins];
}

/**
 * The policy every response carries: only the shop's own scripts, no plugins, no framing by
 * other sites, no <base> tricks. Inline styles stay allowed because the UI kit (emotion) writes
 * its styles into <style> elements at run time and the server pages carry their own small
 * stylesheet; images may be data: and blob: URLs (product art, QR codes, exports).
 */
export function basePolicy(config: ShopConfiguration): PolicyDirectives {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // 'self' covers the socket's ws: connection to the same host in current browsers.
    'connect-src': ["'self'", ...remotes],
    'media-src': ["'self'", 'data:', 'blob:'],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'script-src-attr': ["'none'"],
  };
}

/** The header value of a policy. */
export function serialisePolicy(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Replaces this response's policy with the base policy changed in the named directives. */
export function overridePolicy(reply: FastifyReply, config: ShopConfiguration, changes: PolicyDirectives): void {
  reply.header('Content-Security-Policy', serialisePolicy({ ...basePolicy(config), ...changes }));
}

/** The security headers of every answer, as helmet's options (one set for Fastify and for the socket). */
function headerOptions(config: ShopConfiguration): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: basePolicy(config) },
    // Training shops run on plain HTTP on a class network: HSTS is the TLS proxy's decision.
    strictTransportSecurity: false,
    // Remotes may be loaded by a shell on another origin (their files set CORP themselves).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

/**
 * Security headers on every response (API, static files, server pages, errors): CSP,
 * X-Frame-Options, Referrer-Policy, X-Content-Type-Options and helmet's other defaults. Routes
 * that need less (the challenges' own routes) change them with overridePolicy, marked there.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: ShopConfiguration): Promise<void> {
  await app.register(fastifyHelmet, { global: true, ...headerOptions(config) });
}

/** Sets a response's headers before Node writes it. */
export type RawHeaderSetter = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The same headers for answers Fastify's hooks never see: the realtime socket's (socket.io
 * answers on the HTTP server directly) and Fastify's own refusal of an address it cannot read.
 */
export function rawSecurityHeaders(config: ShopConfiguration): RawHeaderSetter {
  const middleware = helmet(headerOptions(config));
  return (request, response) => middleware(request, response, () => undefined);
}
