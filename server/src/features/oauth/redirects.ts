import type { ShopConfiguration } from '../../config/configuration';
import type { Settings } from '../../config/settings';

const LOOPBACK = ['127.0.0.1', 'localhost', '0.0.0.0', '::1'];

/** The built-in provider stub is configured with paths on our own origin, a real provider with URLs. */
export function usesBuiltInProvider(config: ShopConfiguration): boolean {
  return config.application.googleOauth.authorizeUrl.startsWith('/');
}

/** The origins this shop answers on, as a browser on this machine would type them. */
export function ownOrigins(settings: Pick<Settings, 'host' | 'port'>): string[] {
  const hosts = LOOPBACK.includes(settings.host) ? ['127.0.0.1', 'localhost'] : [settings.host];
  return hosts.map((host) => `http://${host}:${settings.port}`);
}

const normalise = (uri: string) => uri.replace(/\/+$/, '');

/**
 * With the built-in provider stub, the shop's own origins are authorised redirects too, so
 * external sign-in works on whatever port a shop runs (trainers run one shop per team).
 */
export function withOwnRedirects(config: ShopConfiguration, settings: Pick<Settings, 'host' | 'port'>): ShopConfiguration {
  if (!usesBuiltInProvider(config)) return config;
  const oauth = config.application.googleOauth;
  const known = new Set(oauth.authorizedRedirects.map((redirect) => normalise(redirect.uri)));
  const extra = ownOrigins(settings).filter((origin) => !known.has(origin)).map((uri) => ({ uri }));
  return {
    ...config,
    application: { ...config.application, googleOauth: { ...oauth, authorizedRedirects: [...oauth.authorizedRedirects, ...extra] } },
  };
}

export function isAuthorisedRedirect(config: ShopConfiguration, uri: string): boolean {
  return config.application.googleOauth.authorizedRedirects.some((redirect) => normalise(redirect.uri) === normalise(uri));
}
